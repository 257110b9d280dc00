import { useState } from 'react';

import { SETTINGS_MESSAGES } from '../../../../domain/shop-settings.schema.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveErrorAlert } from '../../../components/ui/save-error-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useSaveShopSettings, useShopSettings } from '../../../features/settings/api/shop-settings-api.ts';
import { SettingsForm } from '../../../features/settings/components/settings-form.tsx';
import { useEditedVersion } from '../../../lib/use-edited-version.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/settings: the shop's contact details, about paragraph and other sites. */
export default function SettingsRoute() {
  usePageTitle('Shop settings');
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  // The form saves the version it shows; a reload after someone else's save moves it onto what is saved
  // now, keeping what was typed (useRebasedForm). An own save starts it afresh from what it saved.
  const version = useEditedVersion(0, settings, save);
  const [saves, setSaves] = useState(0);
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Shop settings</h1>
      {settings.isError ? (
        <Alert>
          {SETTINGS_MESSAGES.fetchFailed}
          <Button variant="secondary" className="ml-3" onClick={() => settings.refetch()}>Try again</Button>
        </Alert>
      ) : !settings.data || !version.ready ? (
        <p role="status" className="text-stone-600">Loading the shop settings…</p>
      ) : (
        <SettingsForm
          key={saves}
          initial={settings.data}
          reloads={version.reloads}
          saving={save.isPending}
          status={
            save.isSuccess ? (
              <p role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">{SETTINGS_MESSAGES.saved}</p>
            ) : (
              <SaveErrorAlert error={save.error} fallback={SETTINGS_MESSAGES.saveFailed} onReload={version.reload} reloadLabel="Reload settings" />
            )
          }
          cancelTo={paths.admin.dashboard}
          onSubmit={(values) =>
            save.mutate(
              { ...values, version: version.expected },
              {
                onSuccess: (saved) => {
                  version.moveTo(saved.version);
                  setSaves((count) => count + 1);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
