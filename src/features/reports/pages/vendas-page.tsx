import { VendasReport } from '../components/vendas-report'

export default function VendasPage() {
  return <VendasReport />
}
