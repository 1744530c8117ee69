import { CATEGORY_CREATOR, CATEGORY_HIRER, TYPE_AGENCY } from '@/lib/constants';
import type { PublicProfile as Profile } from '@/lib/queries/profile-public';
import { formatCents } from '@/lib/validation/br';
import { LinkList, portfolioLinks, socialLinks } from './profile-links';
import { Detail, Empty, ProfileCard, TagList } from './public-profile-parts';
import { PublicProfileHeader } from './public-profile-header';

function CreatorBody({ profile }: { profile: Profile }) {
  const links = socialLinks(profile);
  return (
    <div className="grid gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <ProfileCard title="Sobre">
          {profile.bio ? <p className="text-sm leading-relaxed whitespace-pre-line">{profile.bio}</p> : <Empty>Ainda sem bio.</Empty>}
        </ProfileCard>
        <ProfileCard title="Serviços">
          {profile.services.length ? <TagList label="Serviços" items={profile.services.map((s) => s.name)} /> : <Empty>Nenhum serviço informado.</Empty>}
        </ProfileCard>
        <ProfileCard title="Tipos de conteúdo">
          {profile.contentTypes.length ? (
            <TagList label="Tipos de conteúdo" items={profile.contentTypes.map((c) => c.name)} />
          ) : (
            <Empty>Nenhum tipo de conteúdo informado.</Empty>
          )}
        </ProfileCard>
        {profile.portfolio_urls.length ? (
          <ProfileCard title="Portfólio">
            <LinkList links={portfolioLinks(profile.portfolio_urls)} />
          </ProfileCard>
        ) : null}
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <ProfileCard title="Resumo">
          <dl className="grid gap-4">
            <Detail term="Preço">{profile.price_from !== null ? `A partir de ${formatCents(profile.price_from)}` : 'A combinar'}</Detail>
            <Detail term="Seguidores">{profile.followers_range ?? 'Não informado'}</Detail>
          </dl>
        </ProfileCard>
        <ProfileCard title="Redes">{links.length ? <LinkList links={links} /> : <Empty>Nenhuma rede informada.</Empty>}</ProfileCard>
      </div>
    </div>
  );
}

function CompanyBody({ profile }: { profile: Profile }) {
  const isAgency = profile.type === TYPE_AGENCY;
  const links = socialLinks({ instagram_url: profile.instagram_url, website_url: profile.company_website });
  return (
    <div className="grid items-start gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ProfileCard title={isAgency ? 'Sobre a agência' : 'Sobre a marca'}>
        {profile.company_description ? (
          <p className="mb-5 text-sm leading-relaxed whitespace-pre-line">{profile.company_description}</p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Tipo">{profile.type ?? 'Não informado'}</Detail>
          {profile.legal_name ? <Detail term="Razão social">{profile.legal_name}</Detail> : null}
          {!isAgency && profile.company_category ? <Detail term="Categoria">{profile.company_category}</Detail> : null}
          {!isAgency && profile.company_segment ? <Detail term="Segmento">{profile.company_segment}</Detail> : null}
          {profile.full_name ? <Detail term="Responsável">{profile.full_name}</Detail> : null}
        </dl>
        {isAgency && profile.agency_service_types.length ? (
          <div className="mt-5 grid gap-2">
            <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Serviços da agência</h3>
            <TagList label="Serviços da agência" items={profile.agency_service_types} />
          </div>
        ) : null}
      </ProfileCard>
      <ProfileCard title="Redes">{links.length ? <LinkList links={links} /> : <Empty>Nenhuma rede informada.</Empty>}</ProfileCard>
    </div>
  );
}

/** Anyone's public profile: never CPF/CNPJ, e-mail, telephone or address (public_profiles). */
export function PublicProfile({ profile, isOwn }: { profile: Profile; isOwn: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PublicProfileHeader profile={profile} isOwn={isOwn} />
      {profile.category === CATEGORY_CREATOR ? <CreatorBody profile={profile} /> : null}
      {profile.category === CATEGORY_HIRER ? <CompanyBody profile={profile} /> : null}
    </div>
  );
}
