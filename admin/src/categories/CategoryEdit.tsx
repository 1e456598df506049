import { Create, Edit, useEditContext } from 'react-admin';
import { CategoryForm, toFormValues, toPayload, type CategoryFormValues } from './CategoryForm';
import type { CategoryDetail } from './types';

const EditForm = () => {
  const { record } = useEditContext<CategoryDetail>();
  if (!record) return null;
  return <CategoryForm creating={false} record={toFormValues(record)} />;
};

/** Pessimistic: a refused slug or delete (taken, has products) must not look done for a moment. */
export const CategoryEdit = () => (
  <Edit<CategoryDetail>
    mutationMode="pessimistic"
    redirect="list"
    transform={(values) => toPayload(values as unknown as CategoryFormValues, { withParent: false })}
  >
    <EditForm />
  </Edit>
);

export const CategoryCreate = () => (
  <Create<CategoryDetail>
    redirect="list"
    transform={(values) => toPayload(values as unknown as CategoryFormValues, { withParent: true })}
  >
    <CategoryForm creating record={toFormValues(undefined)} />
  </Create>
);
