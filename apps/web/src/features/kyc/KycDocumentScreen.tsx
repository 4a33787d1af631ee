import {
  type Area,
  type KycDocType,
  KycStatus,
  idCardNumberField,
  kycNameField,
  passportNumberField,
  UPLOAD_MAX_MB,
} from '@bourse/contract';
import { Button, Dialog, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { matches, required } from '../account';
import { ImageUploadField } from '../uploads';
import { useSubmitKyc } from './mutations';
import { useAreas, useKycInfo } from './queries';
import './kyc.css';

interface DocumentValues {
  firstName: string;
  lastName: string;
  idNumber: string;
  frontImage: string;
  backImage?: string;
}

/**
 * /kyc/idcard and /kyc/passport (query `country`, chosen on /kyc): the name and number as printed and the images
 * (front and back of an ID card, or the passport's photo page), then submit for review.
 */
export function KycDocumentScreen({ docType }: { docType: KycDocType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const areas = useAreas();
  const info = useKycInfo();
  const title = docType === 'idcard' ? t('kyc.idCard') : t('kyc.passport');

  // Waiting or verified: nothing to submit, /kyc shows the state.
  if (info.data && info.data.status !== KycStatus.failed) return <Navigate to="/kyc" replace />;
  let body;
  if (areas.isPending || info.isPending) body = <CardSkeleton count={2} className="stack-skeleton" />;
  else if (areas.isError || info.isError) {
    body = <ErrorState onRetry={() => void Promise.all([areas.refetch(), info.refetch()])} />;
  } else {
    const country = areas.data.find((a) => a.isoCode === params.get('country')?.toUpperCase());
    if (!country) return <Navigate to="/kyc" replace />;
    body = <DocumentForm docType={docType} country={country} />;
  }
  return (
    <Screen title={title} backTo="/kyc">
      {body}
    </Screen>
  );
}

/** An image field inside the form (Form.Item gives it value and onChange). */
function FormImage(props: {
  label: string;
  hint: string;
  value?: string;
  onChange?: (url: string | undefined) => void;
}) {
  return (
    <ImageUploadField
      label={props.label}
      hint={props.hint}
      value={props.value}
      onChange={(url) => props.onChange?.(url)}
    />
  );
}

function DocumentForm({ docType, country }: { docType: KycDocType; country: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitKyc();
  const idCard = docType === 'idcard';
  const numberLabel = idCard ? t('kyc.idNumber') : t('kyc.passportNumber');
  const hint = t('kyc.imageHint', { max: UPLOAD_MAX_MB });
  const imageRule = required(t('kyc.prompts.image'));

  const onFinish = async (v: DocumentValues) => {
    if (submit.isPending) return;
    const confirmed = await Dialog.confirm({
      title: t('kyc.confirmTitle'),
      content: t('kyc.confirmBody'),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed) return;
    const common = { country: country.isoCode, firstName: v.firstName, lastName: v.lastName, idNumber: v.idNumber };
    const input = idCard
      ? { docType: 'idcard' as const, ...common, frontImage: v.frontImage, backImage: v.backImage ?? '' }
      : { docType: 'passport' as const, ...common, frontImage: v.frontImage };
    submit.mutate(input, {
      onSuccess: () => {
        showToast(t('messages.success'));
        void navigate('/kyc', { replace: true });
      },
    });
  };

  return (
    <>
      <p className="screen-lead">
        {idCard ? t('kyc.idCardLead', { country: country.name }) : t('kyc.passportLead', { country: country.name })}{' '}
        <Link to="/kyc" replace className="kyc-change">
          {t('kyc.changeCountry')}
        </Link>
      </p>
      <Form
        name={`kyc-${docType}`}
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        onFinish={(v: DocumentValues) => void onFinish(v)}
        footer={
          <>
            <p className="field-hint kyc-privacy">{t('kyc.privacy')}</p>
            <Button block type="submit" color="primary" size="large" loading={submit.isPending}>
              {t('kyc.submit')}
            </Button>
          </>
        }
      >
        <Form.Item
          name="firstName"
          label={t('kyc.firstName')}
          rules={[required(t('kyc.prompts.firstName')), matches(kycNameField, t('kyc.firstName'))]}
        >
          <Input placeholder={t('kyc.firstNamePlaceholder')} maxLength={50} autoComplete="given-name" clearable />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t('kyc.lastName')}
          rules={[required(t('kyc.prompts.lastName')), matches(kycNameField, t('kyc.lastName'))]}
        >
          <Input placeholder={t('kyc.lastNamePlaceholder')} maxLength={50} autoComplete="family-name" clearable />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={numberLabel}
          validateTrigger="onBlur"
          rules={[
            required(idCard ? t('kyc.prompts.idNumber') : t('kyc.prompts.passportNumber')),
            matches(idCard ? idCardNumberField : passportNumberField, numberLabel),
          ]}
        >
          <Input placeholder={t('kyc.numberPlaceholder')} maxLength={40} autoComplete="off" clearable />
        </Form.Item>
        <Form.Item name="frontImage" rules={[imageRule]}>
          <FormImage label={idCard ? t('kyc.front') : t('kyc.passportImage')} hint={hint} />
        </Form.Item>
        {idCard && (
          <Form.Item name="backImage" rules={[imageRule]}>
            <FormImage label={t('kyc.back')} hint={hint} />
          </Form.Item>
        )}
      </Form>
    </>
  );
}
