import { Component, type ReactNode } from 'react'

/** Keeps a failing part (a chart) from taking its page down. */
export class ErrorBoundaryLite extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
