import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';

/**
 * Keeps an antd form in step with the data it edits without losing what the user is typing.
 * `values` is the form's `initialValues` as built from the latest read (undefined while none):
 * when they change and no field is touched, the form shows them; a touched form keeps its input
 * and `changedElsewhere` says the data moved under it. After the user's own save, `saved()` or
 * `showData()` lets the form follow the data again.
 *
 * Compared by content: a query's every read is a new `dataUpdatedAt`, often the same data, and
 * values built afresh at each render are new objects.
 */
export function useFormFollowsData(form: FormInstance, values: object | undefined) {
  // The values the form was last set to, and the latest read's.
  const shown = useRef<string>(undefined);
  const latest = useRef<string>(undefined);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const fresh = values === undefined ? undefined : JSON.stringify(values);

  useEffect(() => {
    if (fresh === undefined) return;
    latest.current = fresh;
    // The form was just mounted with these.
    if (shown.current === undefined) shown.current = fresh;
    if (fresh === shown.current) setChangedElsewhere(false);
    else if (form.isFieldsTouched()) setChangedElsewhere(true);
    else {
      shown.current = fresh;
      // To the `initialValues` of this render: the fresh ones.
      form.resetFields();
    }
  }, [form, fresh]);

  // After a save whose answer becomes the data: the input stays, it is what the server now holds;
  // only the touched marks go (setFieldsValue would set them again).
  const saved = useCallback(() => {
    shown.current = latest.current;
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, touched: false })));
    setChangedElsewhere(false);
  }, [form]);

  // After a send that does not change the data (an edit request): the form shows the data again.
  const showData = useCallback(() => {
    shown.current = latest.current;
    form.resetFields();
    setChangedElsewhere(false);
  }, [form]);

  return { changedElsewhere, saved, showData };
}
