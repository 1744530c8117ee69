'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveCreatorBasics } from '@/lib/actions/profile/save-creator-basics';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { creatorBasicsSchema, type CreatorBasicsInput } from '@/lib/validation/profile-creator';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { submitLabel, type CreatorSectionProps } from './creator-section';
import { FormFooter, LabelWithCount } from '@/components/profile/fields/form-footer';
import { ProfileImageField } from '@/components/profile/image/profile-image-field';
import { UfSelect } from '@/components/profile/fields/uf-select';

type Props = CreatorSectionProps<CreatorBasicsInput> & {
  userId: string;
  fullName: string | null;
  avatarUrl: string | null;
  defaultValues: CreatorBasicsInput;
};

const FIELDS = ['headline', 'city', 'state', 'bio'] as const;

/** Photo, headline, city/UF and bio (wizard step 1, /profile "Perfil"). */
export function CreatorBasicsForm({ userId, fullName, avatarUrl, defaultValues, mode, onSaved, back }: Props) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatorBasicsInput>({ resolver: zodResolver(creatorBasicsSchema, undefined, { raw: true }), defaultValues });
  const [headline, bio] = useWatch({ control, name: ['headline', 'bio'] });

  async function onSubmit(values: CreatorBasicsInput) {
    const result = await saveCreatorBasics({ ...values, advance: mode === 'wizard' });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      return toastActionFailure(result);
    }
    if (mode === 'edit') toast.success('Perfil atualizado.');
    onSaved?.(result.data.step, values);
  }

  const hints = {
    headline: 'Uma frase que resume seu trabalho. Ex.: Criadora de conteúdo de beleza e lifestyle.',
    bio: 'Conte sua experiência, seu estilo e com que marcas já trabalhou.',
  };

  return (
    <div className="grid gap-6">
      <ProfileImageField
        kind="avatar"
        userId={userId}
        initialUrl={avatarUrl}
        name={fullName}
        label="Foto de perfil"
        hint="Uma foto nítida do seu rosto ajuda as marcas a confiarem em você. JPG, PNG ou WebP, até 5 MB."
      />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <FormField id="perfil-headline" label={<LabelWithCount label="Apresentação" value={headline ?? ''} max={120} />} error={errors.headline?.message} hint={hints.headline}>
          <Input
            {...fieldControlProps('perfil-headline', { error: errors.headline?.message, hint: hints.headline })}
            maxLength={120}
            {...register('headline')}
          />
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-[1fr_14rem]">
          <FormField id="perfil-city" label="Cidade" error={errors.city?.message}>
            <Input
              {...fieldControlProps('perfil-city', { error: errors.city?.message })}
              autoComplete="address-level2"
              maxLength={120}
              {...register('city')}
            />
          </FormField>
          <FormField id="perfil-state" label="Estado (UF)" error={errors.state?.message}>
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <UfSelect id="perfil-state" name={field.name} value={field.value} onChange={field.onChange} error={errors.state?.message} triggerRef={field.ref} />
              )}
            />
          </FormField>
        </div>
        <FormField id="perfil-bio" label={<LabelWithCount label="Bio" value={bio ?? ''} max={2000} />} error={errors.bio?.message} hint={hints.bio}>
          <Textarea
            {...fieldControlProps('perfil-bio', { error: errors.bio?.message, hint: hints.bio })}
            rows={5}
            maxLength={2000}
            {...register('bio')}
          />
        </FormField>
        <FormFooter submitting={isSubmitting} label={submitLabel(mode)} secondary={back} />
      </form>
    </div>
  );
}
