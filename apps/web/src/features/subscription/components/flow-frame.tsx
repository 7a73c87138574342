import type { ReactNode } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../lib/i18n';
import { useHiddenShellHeader } from '../../../lib/shell-header';
import { useLocale } from '../hooks/use-locale';
import './subscription.css';

interface FlowFrameProps {
  title: string;
  /** The steps' labels, in order, and the current one's index; none for a one-screen flow. */
  steps?: { labels: string[]; current: number };
  /** The back button: the previous step, or out of the flow. */
  onBack(): void;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of the subscription's flows (spec 3 section 2): the shell's header hidden while it is
 * shown (restored on leaving), a back button, the flow's title and its steps.
 */
export function FlowFrame({ title, steps, onBack, children, testId }: FlowFrameProps) {
  const { t } = useTranslation('subscription');
  const locale = useLocale();
  useHiddenShellHeader();
  return (
    <section className="subscription-flow" data-testid={testId}>
      <div className="subscription-flow-bar">
        <Button
          type="text"
          icon={isRtl(locale) ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
          onClick={onBack}
          aria-label={t('flow.back')}
          data-testid="flow-back"
        />
        <h2 className="subscription-flow-title">{title}</h2>
      </div>
      {steps ? (
        <>
          <Steps
            className="subscription-flow-steps"
            size="small"
            current={steps.current}
            items={steps.labels.map((label) => ({ title: label }))}
            data-testid="flow-steps"
            data-step={steps.current}
          />
          {/* Four steps side by side do not fit a phone: there, where the user is, in words (subscription.css). */}
          <p className="subscription-flow-step-text">
            {t('flow.stepOf', { current: steps.current + 1, total: steps.labels.length, label: steps.labels[steps.current] })}
          </p>
        </>
      ) : null}
      <div className="subscription-flow-body">{children}</div>
    </section>
  );
}
