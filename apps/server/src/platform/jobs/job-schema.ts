/** The PostgreSQL schema pg-boss's tables live in, created by a committed migration (decision 024). */
export const JOB_SCHEMA = 'pgboss';
