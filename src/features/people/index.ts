/** What other modules may use from the people register. */
export { LinkedPeople, rolesFor } from './components/linked-people'
export { CADASTRO_PESSOAS_PATH } from './lib'
export type { Pessoa, PapelPessoa } from './types'
