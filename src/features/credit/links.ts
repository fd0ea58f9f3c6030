/** The page of this module: its presence in the profile is what lets a user decide. */
export const PARECER_CREDITO_PATH = '/credito/credito/parecer-credito'

/** A link to one customer's credit workspace (the customer panel uses it). */
export function parecerCreditoLink(codCliente: number, parecer?: number): string {
  return `${PARECER_CREDITO_PATH}?cod_cliente=${codCliente}${parecer ? `&parecer=${parecer}` : ''}`
}
