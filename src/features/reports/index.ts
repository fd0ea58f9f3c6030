export {
  aggregateRankingAnalista,
  sortRanking,
  type RankingAnalistaRow,
  type RankingAnalistaSourceRow,
  type AnalistaItem,
} from './lib/ranking-analista'
export { CEI_FORMULA, DSO_FORMULA } from './lib/formulas'
export { HomeDashboard } from './components/home-dashboard'
