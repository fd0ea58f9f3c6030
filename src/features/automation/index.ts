export { parseCnab, decodeCnab, bankMismatch, type CnabFile, type CnabItem, type CnabError } from './cnab'
export { INTEGRATIONS_URL } from './api'
