export function OnboardingIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-8 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="mx-auto mt-2 max-w-xl text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}
