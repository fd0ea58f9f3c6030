import { ColumnHeightOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { Button, Segmented, Tooltip } from 'antd'
import { ColumnPicker } from '@/shared/ui/report'
import { DEFAULT_PREFS, OPTIONAL_COLUMNS, type Density, type TablePrefs } from '../table-prefs'

/** The picker's list: the optional columns in table order (module level, one object). */
const PICKABLE = OPTIONAL_COLUMNS.map((c) => ({ value: c.key, label: c.label }))

/** The table's own settings, as Ant Design Pro's tables offer: columns, density, full screen. */
export function TableToolbar({
  prefs,
  onPrefs,
  fullScreen,
  onFullScreen,
}: {
  prefs: TablePrefs
  onPrefs: (prefs: TablePrefs) => void
  fullScreen: boolean
  onFullScreen: (on: boolean) => void
}) {
  return (
    <div className="base-toolbar" role="toolbar" aria-label="Opções da tabela">
      <ColumnPicker
        options={PICKABLE}
        value={prefs.columns}
        onChange={(columns) => onPrefs({ ...prefs, columns })}
        defaults={DEFAULT_PREFS.columns}
        note="Cliente e Ações ficam sempre visíveis."
      />
      <span className="base-toolbar-density">
        <ColumnHeightOutlined aria-hidden />
        <Segmented<Density>
          size="small"
          aria-label="Densidade das linhas"
          value={prefs.density}
          onChange={(density) => onPrefs({ ...prefs, density })}
          options={[
            { value: 'small', label: 'Compacta' },
            { value: 'middle', label: 'Confortável' },
          ]}
        />
      </span>
      <Tooltip
        title={fullScreen ? 'Sair da tela cheia (Esc)' : 'Mostrar só a tabela, na tela toda'}
      >
        <Button
          icon={
            fullScreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />
          }
          aria-pressed={fullScreen}
          onClick={() => onFullScreen(!fullScreen)}
        >
          {fullScreen ? 'Sair da tela cheia' : 'Tela cheia'}
        </Button>
      </Tooltip>
    </div>
  )
}
