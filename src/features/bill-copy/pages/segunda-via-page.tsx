import { useParams } from 'react-router-dom'
import { BillCopyView } from '../components/bill-copy-view'

/** /2-via/:hash, public: the bill alone, without the app's layout, menu or session. */
export default function SegundaViaPage() {
  const { hash } = useParams()
  return <BillCopyView hash={hash} />
}
