/** The Drizzle schema, one module per area; drizzle-kit reads it through this file. */
export * from './tables/admin';
export * from './tables/affiliate';
export * from './tables/catalogue';
export * from './tables/catalogueCache';
export * from './tables/commerce';
export * from './tables/coordination';
export * from './tables/creatives';
export * from './tables/intake';
export * from './tables/mail';
export * from './tables/orderRefunds';
export * from './tables/passwordResets';
export * from './tables/royalties';
export * from './tables/support';
export * from './tables/users';
