import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { Button, Form } from 'antd'
import type { Dayjs } from 'dayjs'
import { describe, expect, it, vi } from 'vitest'
import { StrictDatePicker, validDateRule } from './strict-date-picker'

function Harness({ onFinish }: { onFinish: (v: { data?: Dayjs | null }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="data" label="Vencimento" rules={[{ required: true }, validDateRule()]}>
        <StrictDatePicker />
      </Form.Item>
      <Button htmlType="submit">Salvar</Button>
    </Form>
  )
}

describe('StrictDatePicker', { timeout: 60_000 }, () => {
  it('says an impossible date (31/02/2027) does not exist and never saves another one', async () => {
    const onFinish = vi.fn()
    render(<Harness onFinish={onFinish} />)
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
    const input = screen.getByLabelText('Vencimento')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '31/02/2027' } })
    fireEvent.blur(input)
    expect(
      await screen.findByText('A data 31/02/2027 não existe. Use dd/mm/aaaa.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText('A data 31/02/2027 não existe. Use dd/mm/aaaa.'),
    ).toBeInTheDocument()
    expect(onFinish).not.toHaveBeenCalled()
  })

  it('takes a real date typed in dd/mm/aaaa', async () => {
    const onFinish = vi.fn()
    render(<Harness onFinish={onFinish} />)
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
    const input = screen.getByLabelText('Vencimento')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '28/02/2027' } })
    fireEvent.blur(input)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onFinish).toHaveBeenCalled())
    expect(onFinish.mock.calls[0][0].data.format('YYYY-MM-DD')).toBe('2027-02-28')
  })
})
