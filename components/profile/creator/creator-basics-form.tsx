'use client';

import { Controller, useWatch } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveCreatorBasics } from '@/lib/actions/profile/save-creator-basics';
import { creatorBasicsSchema, type CreatorBasicsInput } from '@/lib/validation/profile-creator';
import { useActionForm } from '@/lib/forms/use-action-form';
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

/** Photo, headline, city/UF and bio (wizard step 1, /profile "Perfil"). */
export function CreatorBasicsForm({ userId, fullName, avatarUrl, defaultValues, mode, onSaved, back }: Props) {
  const save = (values: CreatorBasicsInput) => saveCreatorBasics({ ...values, advance: mode === 'wizard' });
  const { form, onSubmit, saveState } = useActionForm(creatorBasicsSchema, save, {
    defaultValues,
    successToast: mode === 'edit' ? 'Perfil atualizado.' : undefined,
    onSuccess: (data, values) => onSaved?.(data.step, values),
    guard: mode === 'edit' ? 'perfil' : true,
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [headline, bio] = useWatch({ control, name: ['headline', 'bio'] });

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
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField
          id="perfil-headline"
          label={<LabelWithCount label="Apresentação" value={headline ?? ''} max={120} />}
          error={errors.headline?.message}
          hint={hints.headline}
        >
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
                <UfSelect
                  id="perfil-state"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.state?.message}
                  triggerRef={field.ref}
                />
              )}
            />
          </FormField>
        </div>
        <FormField
          id="perfil-bio"
          label={<LabelWithCount label="Bio" value={bio ?? ''} max={2000} />}
          error={errors.bio?.message}
          hint={hints.bio}
        >
          <Textarea
            {...fieldControlProps('perfil-bio', { error: errors.bio?.message, hint: hints.bio })}
            rows={5}
            maxLength={2000}
            {...register('bio')}
          />
        </FormField>
        <FormFooter
          submitting={isSubmitting}
          label={submitLabel(mode)}
          secondary={back}
          saveState={mode === 'edit' ? saveState : undefined}
        />
      </form>
    </div>
  );
}
