import { Card, Typography } from 'antd'
import { Link } from 'react-router-dom'
import { HomeDashboard } from '@/features/reports'
import { displayName, selectProfile } from '@/features/session'
import { useAppSelector } from '../hooks'
import { selectMenu } from '../layout/menu-slice'

function greeting(hour: number): string {
  if (hour < 12) return 'Bom dia'
  if (hour < 18) return 'Boa tarde'
  return 'Boa noite'
}

/**
 * Página Inicial: the user's day (reminders, returns, promises and the customers to call for an
 * analyst; portfolio, aging, CEI, DSO and the team ranking for a supervisor; what credit and
 * finance need first), each figure linking to its report; the profile's shortcuts, smaller, below.
 */
export default function HomePage() {
  const profile = useAppSelector(selectProfile)
  const { routes } = useAppSelector(selectMenu)
  const groups = routes.filter((route) => route.children?.length)
  const allowed = new Set(
    (profile?.routes ?? []).map((r) => (typeof r === 'string' ? r : (r.path ?? ''))),
  )
  const canOpen = (path: string) => profile?.is_superuser === true || allowed.has(path)
  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={2} id="home-title" style={{ marginTop: 0 }}>
        {greeting(new Date().getHours())}, {displayName(profile)}
      </Typography.Title>
      <HomeDashboard canOpen={canOpen} />
      {groups.length > 0 && (
        <Card size="small" title="Atalhos" style={{ marginTop: 16 }}>
          <nav aria-label="Atalhos" className="home-shortcuts">
            {groups.flatMap((group) =>
              (group.children ?? []).map((child) => (
                <Link key={child.key} to={child.path ?? '/'} className="home-shortcut">
                  {child.label}
                </Link>
              )),
            )}
          </nav>
        </Card>
      )}
    </section>
  )
}
