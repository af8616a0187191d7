import { Center, Loader, Stepper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { AdminModal } from '@/features/admin/common/admin-modal';
import { useAdminCategories } from '@/features/admin/categories';
import { useAdminProducts } from '../api/get-admin-products';
import { matchColumns, unmappedFields, type ColumnMapping } from './column-mapping';
import { ImportCheckStep } from './import-check-step';
import { ImportColumnsStep } from './import-columns-step';
import { ImportFileStep } from './import-file-step';
import { ImportRunStep } from './import-run-step';
import { planImport, type PlannedRow } from './plan-import';
import type { CsvTable } from './read-csv-file';
import { useImportRun } from './use-import-run';

type Step = 'file' | 'columns' | 'check' | 'run';
const STEPS: readonly Step[] = ['file', 'columns', 'check', 'run'];

/**
 * The CSV import (loaded only when the administrator opens it, with papaparse): choose a file,
 * match its columns when the headers differ, check every row (the dry run), then write the rows
 * one call each with progress, a stop and a downloadable report. While rows are being written,
 * Escape (or ×) stops the run instead of closing, so what was written is always shown.
 */
export function ProductImportModal({ onClose }: { onClose: () => void }) {
  const texts = useAdminTexts();
  const T = texts.productImport;
  const products = useAdminProducts();
  const categories = useAdminCategories();
  const [step, setStep] = useState<Step>('file');
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  // The plan confirmed: what the run writes, kept as it was while the lists refresh.
  const [confirmed, setConfirmed] = useState<readonly PlannedRow[] | null>(null);
  const run = useImportRun();
  const busy = run.phase === 'running' || run.phase === 'stopping';
  const catalogueUnavailable = products.isSample || categories.isSample;
  const loadingCatalogue = products.isLoading || categories.isLoading;

  // The shop's rows (sample rows are not the shop's: nothing in them may be updated or used).
  const shopProducts = products.isSample ? null : products.rows;
  const shopCategories = categories.isSample ? null : categories.rows;
  const plan = useMemo(
    () =>
      table && mapping && step === 'check' && !loadingCatalogue
        ? planImport(
            table,
            mapping,
            { products: shopProducts ?? [], categories: shopCategories ?? [] },
            texts,
          )
        : null,
    // The rows are the query's data: the same arrays until the lists change.
    [table, mapping, step, loadingCatalogue, shopProducts, shopCategories, texts],
  );

  const onRead = (read: CsvTable) => {
    const matched = matchColumns(read.headers);
    setTable(read);
    setMapping(matched);
    setStep(unmappedFields(matched).length > 0 ? 'columns' : 'check');
  };
  const confirm = () => {
    if (!plan) return;
    setConfirmed(plan);
    setStep('run');
    void run.start(plan);
  };
  const restart = () => {
    setTable(null);
    setMapping(null);
    setConfirmed(null);
    setStep('file');
  };
  const close = () => (busy ? run.cancel() : onClose());
  const active = STEPS.indexOf(step);

  return (
    <AdminModal opened onClose={close} title={T.title} size="80rem" closeOnClickOutside={!busy}>
      <Stepper
        active={active}
        onStepClick={(index) => setStep(STEPS[index] ?? 'file')}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label={T.steps.file} allowStepSelect={step !== 'run'}>
          <ImportFileStep onRead={onRead} />
        </Stepper.Step>
        <Stepper.Step label={T.steps.columns} allowStepSelect={step === 'check'}>
          {table && mapping && (
            <ImportColumnsStep
              headers={table.headers}
              mapping={mapping}
              onChange={setMapping}
              onBack={() => setStep('file')}
              onNext={() => setStep('check')}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={T.steps.check} allowStepSelect={false}>
          {plan ? (
            <ImportCheckStep
              plan={plan}
              catalogueUnavailable={catalogueUnavailable}
              onBack={() => setStep('columns')}
              onConfirm={confirm}
            />
          ) : (
            <Center p="xl">
              <Loader aria-label={texts.shared.busy} />
            </Center>
          )}
        </Stepper.Step>
        <Stepper.Step label={T.steps.run} allowStepSelect={false}>
          {confirmed && table && (
            <ImportRunStep
              plan={confirmed}
              results={run.results}
              phase={run.phase}
              fileName={table.fileName}
              onCancel={run.cancel}
              onAnother={restart}
              onClose={onClose}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </AdminModal>
  );
}
