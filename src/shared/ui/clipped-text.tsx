import { Tooltip } from 'antd'

/** Characters shown of a user-typed text in a list cell before it is clipped. */
export const CLIP_AT = 80

/**
 * A user-typed text in a list (a name, a username): at most `max` characters on screen, the
 * rest behind '…' with the whole text in a tooltip and the title, so one 10,000-character name
 * cannot make a row as tall as the page.
 */
export function ClippedText({ text, max = CLIP_AT }: { text: string; max?: number }) {
  if (text.length <= max) return <>{text}</>
  return (
    <Tooltip title={text.slice(0, 2000)}>
      <span title={text} aria-label={text}>
        {`${text.slice(0, max)}…`}
      </span>
    </Tooltip>
  )
}
