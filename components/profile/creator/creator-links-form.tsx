'use client';

import { Controller } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { saveCreatorLinks } from '@/lib/actions/profile/save-creator-links';
import { MoneyInput } from '@/components/ui/money-input';
import { FOLLOWER_RANGES, MAX_PORTFOLIO_LINKS, creatorLinksSchema, type CreatorLinksInput } from '@/lib/validation/profile-creator';
import { useActionForm } from '@/lib/forms/use-action-form';
import { submitLabel, type CreatorSectionProps } from './creator-section';
import { FormFooter } from '@/components/profile/fields/form-footer';
import { PortfolioLinksInput } from './portfolio-links-input';

type Props = CreatorSectionProps<CreatorLinksInput> & { defaultValues: CreatorLinksInput };

const SOCIAL = [
  { name: 'instagram_url', label: 'Instagram', placeholder: '@seuperfil' },
  { name: 'tiktok_url', label: 'TikTok', placeholder: '@seuperfil' },
  { name: 'youtube_url', label: 'YouTube', placeholder: '@seucanal' },
  { name: 'website_url', label: 'Site', placeholder: 'https://seusite.com.br' },
] as const;

/** Social links, audience, portfolio and "a partir de" price (wizard step 3, /profile). */
export function CreatorLinksForm({ defaultValues, mode, onSaved, back }: Props) {
  const save = (values: CreatorLinksInput) => saveCreatorLinks({ ...values, advance: mode === 'wizard' });
  const { form, onSubmit, saveState } = useActionForm(creatorLinksSchema, save, {
    defaultValues,
    successToast: mode === 'edit' ? 'Redes e preço atualizados.' : undefined,
    onSuccess: (data, values) => onSaved?.(data.step, values),
    guard: mode === 'edit' ? 'redes' : true,
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;

  const portfolioErrors = errors.portfolio_urls;
  const priceHint = 'Valor mínimo de um trabalho. Deixe em branco para "a combinar".';

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-semibold">Redes sociais e site</legend>
        <p className="-mt-2 text-sm text-muted-foreground">Informe pelo menos um. Você pode colar o link ou digitar o @.</p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {SOCIAL.map(({ name, label, placeholder }) => {
            const error = errors[name]?.message;
            return (
              <FormField key={name} id={`links-${name}`} label={label} error={error}>
                <Input
                  {...fieldControlProps(`links-${name}`, { error })}
                  placeholder={placeholder}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...register(name)}
                />
              </FormField>
            );
          })}
        </div>
      </fieldset>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="links-followers" label="Seguidores na sua principal rede" error={errors.followers_range?.message}>
          <Controller
            control={control}
            name="followers_range"
            render={({ field }) => (
              <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldControlProps('links-followers', { error: errors.followers_range?.message })} ref={field.ref}>
                  <SelectValue placeholder="Selecione..." />
                </SelectTrigger>
                <SelectContent>
                  {FOLLOWER_RANGES.map((range) => (
                    <SelectItem key={range} value={range}>
                      {range}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>

        <FormField id="links-price" label="Preço a partir de" error={errors.price_from?.message} hint={priceHint}>
          <Controller
            control={control}
            name="price_from"
            render={({ field }) => (
              <MoneyInput
                {...fieldControlProps('links-price', { error: errors.price_from?.message, hint: priceHint })}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={field.onChange}
              />
            )}
          />
        </FormField>
      </div>

      <FormField
        id="links-portfolio"
        label="Portfólio"
        hint={`Até ${MAX_PORTFOLIO_LINKS} links de trabalhos seus: Behance, Drive, YouTube, site...`}
      >
        <Controller
          control={control}
          name="portfolio_urls"
          render={({ field }) => (
            <PortfolioLinksInput
              id="links-portfolio"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={MAX_PORTFOLIO_LINKS}
              errors={{
                items: Array.from({ length: MAX_PORTFOLIO_LINKS }, (_, i) => portfolioErrors?.[i]?.message),
                list: portfolioErrors?.message ?? portfolioErrors?.root?.message,
              }}
            />
          )}
        />
      </FormField>

      <FormFooter
        submitting={isSubmitting}
        label={submitLabel(mode)}
        secondary={back}
        saveState={mode === 'edit' ? saveState : undefined}
      />
    </form>
  );
}
