import { Card, Col, Empty, Row, Typography } from 'antd'
import { Link } from 'react-router-dom'
import { displayName, selectProfile } from '@/features/session'
import { useAppSelector } from '../hooks'
import { MENU_ICONS } from '../layout/menu-icons'
import { selectMenu } from '../layout/menu-slice'

function greeting(hour: number): string {
  if (hour < 12) return 'Bom dia'
  if (hour < 18) return 'Boa tarde'
  return 'Boa noite'
}

/** Página Inicial: the user's own shortcuts, one card per menu group the profile grants. */
export default function HomePage() {
  const profile = useAppSelector(selectProfile)
  const { routes } = useAppSelector(selectMenu)
  const groups = routes.filter((route) => route.children?.length)
  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={2} id="home-title" style={{ marginTop: 0 }}>
        {greeting(new Date().getHours())}, {displayName(profile)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Escolha por onde começar. Os atalhos abaixo mostram apenas o que o seu perfil pode acessar.
      </Typography.Paragraph>
      {groups.length === 0 ? (
        <Empty description="Nenhuma página liberada para o seu usuário." />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((group) => (
            <Col key={group.key} xs={24} md={12} xl={8}>
              <Card
                title={
                  <span>
                    {group.icon ? MENU_ICONS[group.icon] : null} <span style={{ marginLeft: 8 }}>{group.label}</span>
                  </span>
                }
                size="small"
              >
                <ul className="home-links">
                  {group.children?.map((child) => (
                    <li key={child.key}>
                      <Link to={child.path ?? '/'}>{child.label}</Link>
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  )
}
