import { VendasReport } from '../components/vendas-report'

/** The client portal's purchase history: the same report, limited to the user's customers. */
export default function VendasClientePage() {
  return <VendasReport client />
}
