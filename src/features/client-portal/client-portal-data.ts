/**
 * The client portal's additions to the generated endpoints (tag portal): what each answer must
 * be (RELIABILITY 36): a list of titles, and one title the drawer can show.
 */
import { generatedApi } from '@/shared/api/generated/portal'

export const portalApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getPortalTitulos: { extraOptions: { expect: 'list' } },
    getPortalTitulosId: {
      extraOptions: { expect: 'object', required: ['id', 'documento', 'data_vencimento', 'valor', 'status', 'valor_atualizado'] },
    },
  },
})

export const { useGetPortalTitulosQuery, useGetPortalTitulosIdQuery } = portalApi
