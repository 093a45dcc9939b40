import { Component, type ReactNode } from 'react';

/**
 * One element that fails to show (a walkthrough whose code can't be fetched offline, a bad embed)
 * says so in its place; the rest of the step — the learner's answers, Complete — keeps working.
 */
export class ElementBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="path-element__placeholder" role="status">
        This part of the step couldn't be shown — you may be offline. Reload the page when you're back online to see it.
      </p>
    );
  }
}
