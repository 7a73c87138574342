import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Spin } from 'antd';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { apiBasePath } from '@tabib/contracts/auth';
import type { Locale } from '@tabib/contracts/locales';
import { proofOfWorkChallengePath } from '@tabib/contracts/proof-of-work';
import { useTranslation } from 'react-i18next';

const challengeUrl = `${apiBasePath}${proofOfWorkChallengePath}`;

/** What the form asks of the bot check. */
export interface ProofOfWork {
  /** The solved challenge's payload: at once when solved, else once solved; null when it failed. */
  payload(): Promise<string | null>;
  /** A payload is accepted once: after each sending, solve a fresh challenge. */
  renew(): void;
}

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';
type StateEvent = CustomEvent<{ state: WidgetState; payload?: string | null }>;

/** Resolves with the payload once the widget is verified, or null once it fails. */
function settled(widget: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onState = (event: Event) => {
      const { state, payload } = (event as StateEvent).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onState);
      resolve(state === 'verified' ? (payload ?? null) : null);
    };
    widget.addEventListener('statechange', onState);
  });
}

const widgetWaitMs = 15_000;
const widgetPollMs = 100;

let setup: Promise<typeof import('./altcha-setup')> | undefined;
const loadSetup = () => (setup ??= import('./altcha-setup'));

interface ProofOfWorkFieldProps {
  locale: Locale;
  ref: Ref<ProofOfWork>;
  /** 'onfocus' (default): solving starts when a field of the form is first focused; 'onload': at once. */
  start?: 'onfocus' | 'onload';
  testId?: string;
}

/**
 * The ALTCHA widget (proof of work solved in the browser, no third party). It starts solving when
 * the user first focuses a field of the form, so the payload is usually ready by the time
 * they send. Loaded with the forms that show it only (~30 KB gz).
 */
export function ProofOfWorkField({ locale, ref, start = 'onfocus', testId = 'booking-proof' }: ProofOfWorkFieldProps) {
  const { t } = useTranslation('errors');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<AltchaWidgetElement>(null);
  const solved = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    loadSetup()
      .then((module) => module.loadAltchaLanguage(locale))
      .then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as StateEvent).detail;
      solved.current = state === 'verified' ? (payload ?? null) : null;
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  useImperativeHandle(
    ref,
    () => ({
      async payload() {
        // Sent before the widget's script and language are in: wait for it rather than fail.
        for (let waited = 0; !widget.current?.getState && waited < widgetWaitMs; waited += widgetPollMs)
          await new Promise((resolve) => setTimeout(resolve, widgetPollMs));
        const element = widget.current;
        if (!element?.getState) return null;
        const state = element.getState() as WidgetState;
        if (state === 'verified' && solved.current) return solved.current;
        if (state === 'verifying') return settled(element);
        const result = await element.verify();
        if (result?.payload) return result.payload;
        // The widget's own start (auto) began meanwhile and aborted this one: its outcome counts.
        const now = element.getState() as WidgetState;
        if (now === 'verifying') return settled(element);
        return now === 'verified' ? solved.current : null;
      },
      renew() {
        const element = widget.current;
        if (!element?.reset) return;
        solved.current = null;
        element.reset();
        void element.verify();
      },
    }),
    [],
  );

  if (failed) return <Alert type="error" showIcon title={t('networkError')} />;
  if (!ready) return <Spin size="small" />;
  return (
    <altcha-widget
      ref={widget as Ref<HTMLElement>}
      challenge={challengeUrl}
      auto={start}
      language={locale}
      name="altcha"
      data-testid={testId}
    />
  );
}
