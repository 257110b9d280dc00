import { useState } from 'react';

import { SETTINGS_MESSAGES } from '../../../../domain/shop-settings.schema.ts';
import { Alert, SaveErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useSaveShopSettings, useShopSettings } from '../../../features/settings/api/shop-settings-api.ts';
import { SettingsForm } from '../../../features/settings/components/settings-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/settings: the shop's contact details, about paragraph and other sites. */
export default function SettingsRoute() {
  usePageTitle('Shop settings');
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  // A reload after someone else's save starts the form afresh from what is saved now, and so does a save
  // of its own (a new version): the form then holds no unsaved changes to ask about before leaving.
  const [formKey, setFormKey] = useState(0);
  const reload = async () => {
    await settings.refetch();
    save.reset();
    setFormKey((key) => key + 1);
  };
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Shop settings</h1>
      {settings.isError ? (
        <Alert>
          {SETTINGS_MESSAGES.fetchFailed}
          <Button variant="secondary" className="ml-3" onClick={() => settings.refetch()}>Try again</Button>
        </Alert>
      ) : !settings.data ? (
        <p role="status" className="text-stone-600">Loading the shop settings…</p>
      ) : (
        <SettingsForm
          key={`${formKey}-${settings.data.version}`}
          initial={settings.data}
          saving={save.isPending}
          status={
            save.isSuccess ? (
              <p role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">{SETTINGS_MESSAGES.saved}</p>
            ) : (
              <SaveErrorAlert error={save.error} fallback={SETTINGS_MESSAGES.saveFailed} onReload={reload} reloadLabel="Reload settings" />
            )
          }
          cancelTo={paths.admin.dashboard}
          onSubmit={(values) => save.mutate({ ...values, version: settings.data.version })}
        />
      )}
    </div>
  );
}
