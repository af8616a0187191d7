import { Button, Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { AdminModal } from '@/features/admin/common/admin-modal';

// The importer and papaparse arrive only when the dialog is first opened (or about to be): the
// products page's own chunk stays as it was.
const loadModal = () => import('./product-import-modal');
const ProductImportModal = lazy(() =>
  loadModal().then((module) => ({ default: module.ProductImportModal })),
);

/** The products page's 导入 CSV button and the dialog it opens. */
export function ImportCsvButton() {
  const T = useAdminTexts().productImport;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        {T.button}
      </Button>
      {open && (
        <Suspense
          fallback={
            <AdminModal opened onClose={close} title={T.title} size="80rem">
              <Center p="xl">
                <Loader aria-label={T.loading} />
              </Center>
            </AdminModal>
          }
        >
          <ProductImportModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
