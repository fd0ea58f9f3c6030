export { parseCnab, decodeCnab, bankMismatch, type CnabFile, type CnabItem, type CnabError } from './cnab'
