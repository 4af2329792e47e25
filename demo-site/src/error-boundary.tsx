import { Component, type ComponentChildren } from 'preact';

/** Catches a page that failed to load or render, and offers a reload. */
export class ErrorBoundary extends Component<{ children: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div class="page">
        <h1>This page could not load</h1>
        <p role="alert">Check your connection, then try again.</p>
        <button type="button" class="button primary" onClick={() => location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
