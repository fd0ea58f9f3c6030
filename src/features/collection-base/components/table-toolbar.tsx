import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SettingOutlined,
} from '@ant-design/icons'
import { Button, Checkbox, Popover, Segmented, Tooltip } from 'antd'
import { OPTIONAL_COLUMNS, type BaseColumnKey, type Density, type TablePrefs } from '../table-prefs'

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
  const picker = (
    <fieldset className="column-picker">
      <legend className="sr-only">Colunas visíveis</legend>
      <Checkbox.Group
        value={prefs.columns}
        onChange={(values) => onPrefs({ ...prefs, columns: values as BaseColumnKey[] })}
        options={OPTIONAL_COLUMNS.map((c) => ({ value: c.key, label: c.label }))}
      />
      <p className="column-picker-note">Cliente e Ações ficam sempre visíveis.</p>
    </fieldset>
  )
  return (
    <div className="base-toolbar" role="toolbar" aria-label="Opções da tabela">
      <Popover content={picker} trigger="click" placement="bottomRight" title="Colunas">
        <Button icon={<SettingOutlined aria-hidden />}>Colunas</Button>
      </Popover>
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
