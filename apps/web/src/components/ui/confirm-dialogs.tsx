import { useEffect } from 'react';
import { Modal } from 'antd';
import type { Notices } from './notices-context';

export interface ConfirmDialogsProps {
  /** Called once the dialogs can open: with antd's `confirm`. */
  onReady(confirm: Notices['confirm']): void;
}

/** antd's confirmation dialogs, loaded after the page by notices-provider.tsx. */
export function ConfirmDialogs({ onReady }: ConfirmDialogsProps) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady((config) => void modal.confirm(config)), [modal, onReady]);
  // JSX, though a fragment: a module without it would split React from its JSX runtime chunk (+0.3 KB on /login).
  return <>{holder}</>;
}
