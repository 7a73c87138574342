import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ProofOfWorkField, type ProofOfWork } from './proof-of-work-field';

vi.mock('./altcha-setup', () => ({ loadAltchaLanguage: () => Promise.resolve() }));

type State = 'unverified' | 'verifying' | 'verified';

/**
 * The widget as the field sees it. Its own start (auto) begins as the form sends: the sending's
 * verification is aborted (null), and the widget's own ends verified a moment later.
 */
class StartingWidget extends HTMLElement {
  state: State = 'unverified';
  getState = () => this.state;
  reset = () => undefined;
  verify = () => {
    this.change('verifying');
    setTimeout(() => this.change('verified', 'payload-of-the-own-start'), 20);
    return Promise.resolve(null);
  };
  private change(state: State, payload?: string) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
customElements.define('altcha-widget', StartingWidget);

describe('ProofOfWorkField', () => {
  it("gives the payload of the widget's own verification when it aborted the sending's", async () => {
    const proof = createRef<ProofOfWork>();
    const { container } = render(<ProofOfWorkField locale="en" ref={proof} start="onload" />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());

    await expect(proof.current!.payload()).resolves.toBe('payload-of-the-own-start');
  });
});
