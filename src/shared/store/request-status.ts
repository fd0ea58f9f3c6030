/** The life of one request group, as every kit and page renders it. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed'
