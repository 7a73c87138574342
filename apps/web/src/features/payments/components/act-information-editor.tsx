import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseDinars } from '@tabib/contracts/money';
import type { Act } from '@tabib/contracts/payments';
import { textLimits } from '@tabib/contracts/text-limits';
import { useNotices } from '../../../components/ui/notices-context';
import { useUpdateActInformation } from '../api/update-act-information';
import { Money } from './money';
import { actInformationErrors, dinarsInputOf, type PaymentFormError } from '../model/payment-rules';

interface Draft {
  title: string;
  total: string;
}

/** The one act row being edited (title and total), its draft and its save. */
export function useActInformationEditor(patientId: string, clinicDoctorId: string | null) {
  const { t } = useTranslation('payments');
  const { notification } = useNotices();
  const update = useUpdateActInformation(patientId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({ title: '', total: '' });
  const [errors, setErrors] = useState<{ title?: PaymentFormError; total?: PaymentFormError }>({});

  const cancel = () => {
    setEditingId(null);
    setErrors({});
  };

  return {
    editingId,
    draft,
    errors,
    saving: update.isPending,
    change: (field: keyof Draft, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    start(act: Act) {
      setDraft({ title: act.title, total: dinarsInputOf(act.total_amount) });
      setErrors({});
      setEditingId(act._id);
    },
    cancel,
    save(act: Act) {
      const found = actInformationErrors(act, draft);
      setErrors(found);
      if (found.title || found.total) return;
      update.mutate(
        { actId: act._id, title: draft.title.trim(), total_amount: parseDinars(draft.total)!, clinic_doctor: clinicDoctorId },
        {
          onSuccess: () => {
            cancel();
            notification.success({
              title: t('notices.updateAct'),
              description: t('notices.updated'),
              props: { 'data-testid': 'notice-update-act-success' } as object,
            });
          },
          onError: () => notification.error({ title: t('notices.updateAct'), description: t('notices.updateFailed') }),
        },
      );
    },
  };
}

export type ActInformationEditor = ReturnType<typeof useActInformationEditor>;

/** The title or total cell: text, or its input while the row is edited. */
export function ActInformationCells({
  editor,
  act,
  field,
}: {
  editor: ActInformationEditor;
  act: Act;
  field: 'title' | 'total';
}) {
  const { t } = useTranslation('errors');
  if (editor.editingId !== act._id) {
    return field === 'title' ? <span>{act.title}</span> : <Money data-testid="act-total" centimes={act.total_amount} />;
  }
  const error = editor.errors[field];
  return (
    <Form.Item style={{ margin: 0 }} validateStatus={error ? 'error' : undefined} help={error ? t(error) : undefined}>
      <Input
        size="small"
        data-testid={`act-edit-${field}`}
        value={editor.draft[field]}
        maxLength={field === 'title' ? textLimits.actTitle : undefined}
        inputMode={field === 'total' ? 'decimal' : undefined}
        suffix={field === 'total' ? 'DA' : undefined}
        onChange={(event) => editor.change(field, event.target.value)}
      />
    </Form.Item>
  );
}
