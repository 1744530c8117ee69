-- The menu lists the pages of a section by name (pt-BR order), as the product says
-- (docs/product/menu.md); nothing orders them by hand. The `position` column that used to drive
-- the order is dropped, so no screen or query can rely on it again.
alter table public.pages drop column position;
