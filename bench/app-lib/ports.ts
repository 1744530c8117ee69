// Refuses to start when a port the benchmark needs is taken (someone else's server).
export { assertPortsFree } from '@conecta/supabase-local/testing';
