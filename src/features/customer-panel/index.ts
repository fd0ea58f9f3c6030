/** What other modules may use of the customer panel (its links live in shared/config/paths). */
export {}
