import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  Toolbar,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { ProductForm } from './ProductForm';
import { ProductShow } from './ProductShow';
import { toInput, type ProductFormValues } from './productFormValues';
import { useCanEditCatalogue } from './useCanEditCatalogue';

const transform = (values: ProductFormValues) => toInput(values);

/** Delete answers `archived` for a product still in an open cart or an order: the editor is told so. */
const EditToolbar = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            const result = data as { outcome?: string; reason?: string };
            if (result?.outcome === 'archived') {
              notify('product_editor.archived', { type: 'warning', messageArgs: { reason: result.reason } });
            } else {
              notify('product_editor.deleted', { type: 'info' });
            }
            redirect('list', 'products');
          },
        }}
      />
    </Toolbar>
  );
};

/** The editor for users who may change the catalogue; others see the read-only product. */
export const ProductEdit = () => {
  const canEdit = useCanEditCatalogue();
  if (!canEdit) return <ProductShow />;
  return (
    <Edit transform={transform} mutationMode="pessimistic" redirect={false}>
      <ProductForm toolbar={<EditToolbar />} />
    </Edit>
  );
};

export const ProductCreate = () => (
  <Create transform={transform} redirect="edit">
    <ProductForm />
  </Create>
);
