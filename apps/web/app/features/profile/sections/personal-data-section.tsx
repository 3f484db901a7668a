import {
  CURRENCY_BY_ID,
  CURRENCY_IDS,
  type CurrencyId,
  type ProfileMain,
  type UpdateProfileRequest,
} from '@casino/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { NicknameField } from '../../../components/form/nickname-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { nickname } from '../../../components/form/validation';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useUpdateProfile } from '../api/profile';
import { isProfileError, namedFields, profileErrorKey } from '../api/profile-errors';
import { useRefreshPlayer } from '../api/refresh-player';
import { birthDateRule, keptRule, personNameRule } from '../profile-rules';
import { ProfileSection } from '../ui/profile-section';
import { SaveButton } from '../ui/save-button';

type Field = 'nickname' | 'firstName' | 'lastName' | 'birthDate' | 'currency';

function currencyIdOf(currency: string): string {
  const found = CURRENCY_IDS.find((id) => CURRENCY_BY_ID[id] === currency);
  return found === undefined ? '' : String(found);
}

/** Only what changed is sent: the server refuses an empty update, and untouched fields stay as they are. */
function changes(values: Record<Field, string>, main: ProfileMain, currencyEditable: boolean) {
  const body: UpdateProfileRequest = {};
  const text = (value: string) => value.trim();
  if (text(values.nickname) && text(values.nickname) !== (main.nickname ?? ''))
    body.nickname = text(values.nickname);
  if (text(values.firstName) && text(values.firstName) !== (main.firstName ?? ''))
    body.firstName = text(values.firstName);
  if (text(values.lastName) && text(values.lastName) !== (main.lastName ?? ''))
    body.lastName = text(values.lastName);
  if (values.birthDate && values.birthDate !== (main.birthDate ?? '')) body.birthDate = values.birthDate;
  if (currencyEditable && values.currency && values.currency !== currencyIdOf(main.currency))
    body.currency_id = Number(values.currency) as CurrencyId;
  return body;
}

/** Nickname, name, birth date and, before the first deposit, the account currency. */
export function PersonalDataSection({ main }: { main: ProfileMain }) {
  const { t } = useTranslation();
  // The cash desk fixes the currency with the first deposit.
  const currencyEditable = useAppData().appMain.player.depositsCount === 0;
  const mutation = useUpdateProfile();
  const refreshPlayer = useRefreshPlayer();
  const form = useAuthForm<Field>(
    {
      nickname: main.nickname ?? '',
      firstName: main.firstName ?? '',
      lastName: main.lastName ?? '',
      birthDate: main.birthDate ?? '',
      currency: currencyIdOf(main.currency),
    },
    {
      nickname: keptRule(main.nickname, nickname),
      firstName: keptRule(main.firstName, personNameRule),
      lastName: keptRule(main.lastName, personNameRule),
      birthDate: keptRule(main.birthDate, (value) => birthDateRule(value)),
    },
  );

  const submit = form.onSubmit((values) => {
    const body = changes(values, main, currencyEditable);
    if (Object.keys(body).length === 0) {
      toast({ title: t('profile.personal.saved'), tone: 'success' });
      return;
    }
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: t('profile.personal.saved'), tone: 'success' });
        refreshPlayer();
      },
      onError: (error) => {
        const [field] = namedFields(error).filter((name): name is Field => name in values);
        if (isProfileError(error) && field) form.showFieldError(field, profileErrorKey(error));
        else form.showServerError(error);
      },
    });
  });

  const currency = form.field('currency');
  return (
    <ProfileSection id="personal" title={t('profile.personal.title')} lead={t('profile.personal.lead')}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        data-testid="personal-form"
        className="grid gap-4"
      >
        <NicknameField
          label={t('profile.personal.nickname')}
          binding={form.field('nickname')}
          testId="profile-nickname"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.personal.firstName')}
            binding={form.field('firstName')}
            autoComplete="given-name"
            data-testid="profile-first-name"
          />
          <TextField
            label={t('profile.personal.lastName')}
            binding={form.field('lastName')}
            autoComplete="family-name"
            data-testid="profile-last-name"
          />
          <TextField
            label={t('profile.personal.birthDate')}
            binding={form.field('birthDate')}
            type="date"
            autoComplete="bday"
            data-testid="profile-birth-date"
          />
          <SelectField
            label={t('profile.personal.currency')}
            hint={currencyEditable ? undefined : t('profile.personal.currencyLocked')}
            name={currency.name}
            value={currency.value}
            onChange={currency.onChange}
            disabled={!currencyEditable}
            data-testid="profile-currency"
          >
            {CURRENCY_IDS.map((currencyId) => (
              <option key={currencyId} value={currencyId}>
                {CURRENCY_BY_ID[currencyId]}
              </option>
            ))}
          </SelectField>
        </div>
        <FormAlert messageKey={form.formError} />
        <div>
          <SaveButton pending={mutation.isPending} testId="personal-submit">
            {t('profile.personal.save')}
          </SaveButton>
        </div>
      </form>
    </ProfileSection>
  );
}
