import { QUICK_ORDER_MAX_FILE_MB, QUICK_ORDER_MAX_LINES } from '@tradeshop/shared';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useShopSession } from '../../lib/use-shop-session';
import { quickOrderSamplePath } from './quick-order-limits';

/** The spreadsheet upload (.xlsx or .csv) with the sample files to start from; the upload shows a preview. */
export function QuickOrderUploadForm() {
  const { locale, messages, format } = useI18n();
  const t = messages.quickOrder;
  const { csrfToken } = useShopSession();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="quick-order-upload">
      <h2>{t.uploadHeading}</h2>
      <input type="hidden" name="_token" value={csrfToken} />
      <p id="quick-order-file-hint" className="form-hint">
        {format(t.uploadHint, { rows: QUICK_ORDER_MAX_LINES, size: QUICK_ORDER_MAX_FILE_MB })}
      </p>
      <label htmlFor="quick-order-file">{t.fileLabel}</label>
      <input
        id="quick-order-file"
        type="file"
        name="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        aria-describedby="quick-order-file-hint"
        required
      />
      <button type="submit" name="intent" value="upload" className="button" disabled={busy}>
        {t.upload}
      </button>
      <ul className="quick-order-samples">
        <li>
          <a href={quickOrderSamplePath(locale, 'xlsx')} download>
            {t.sampleXlsx}
          </a>
        </li>
        <li>
          <a href={quickOrderSamplePath(locale, 'csv')} download>
            {t.sampleCsv}
          </a>
        </li>
      </ul>
    </Form>
  );
}
