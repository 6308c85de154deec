import { type CallDefinition, type CallName, contract } from '@reelcart/sdk/contract';

/** Who may call beyond the contract's none/optional/required. */
export type Access = 'affiliate' | 'manager' | 'admin';

/** The one list of role-restricted calls; routes and the authorization matrix both read it. */
export const CALL_ACCESS: Partial<Record<CallName, Access>> = {
  affiliateSummary: 'affiliate',
  setPaymentInfo: 'affiliate',
  affiliateOverview: 'affiliate',
  affiliateAnalytics: 'affiliate',
  affiliatePayoutMethod: 'affiliate',
  affiliateSavePayoutMethod: 'affiliate',
  affiliatePayouts: 'affiliate',
  affiliatePayout: 'affiliate',
  affiliateCreatives: 'affiliate',
  affiliateLinks: 'affiliate',
  affiliateCreateLink: 'affiliate',
  adminRunPayouts: 'admin',
  salesReport: 'manager',
  salesOverview: 'manager',
  salesBreakdown: 'manager',
  listRoyaltyStatements: 'manager',
  getRoyaltyStatement: 'manager',
  recordRoyaltyPayment: 'manager',
  adminListUsers: 'admin',
  adminListOrders: 'admin',
  adminDashboard: 'admin',
  adminAuditLog: 'admin',
  adminSearch: 'admin',
  adminOptions: 'admin',
  adminListVideos: 'admin',
  adminGetVideo: 'admin',
  adminCreateVideo: 'admin',
  adminUpdateVideo: 'admin',
  adminPublishVideos: 'admin',
  adminCreateProduct: 'admin',
  adminUpdateProduct: 'admin',
  adminListProducts: 'admin',
  adminBulkPrice: 'admin',
  adminListBanners: 'admin',
  adminCreateBanner: 'admin',
  adminUpdateBanner: 'admin',
  adminOrderBanners: 'admin',
  adminGetActress: 'admin',
  adminCreateActress: 'admin',
  adminUpdateActress: 'admin',
  adminGetCategory: 'admin',
  adminCreateCategory: 'admin',
  adminUpdateCategory: 'admin',
  adminGetStudio: 'admin',
  adminCreateStudio: 'admin',
  adminUpdateStudio: 'admin',
  intakeOverview: 'admin',
  intakeStudio: 'admin',
  intakeSetDefaults: 'admin',
  intakePreview: 'admin',
  intakeImport: 'admin',
  intakeBatch: 'admin',
  intakeItem: 'admin',
  intakeSaveItem: 'admin',
  intakeDecide: 'admin',
  intakePublish: 'admin',
};

export function accessOf(call: CallDefinition): Access | undefined {
  const entry = Object.entries(contract).find(([, c]) => c === call);
  return entry ? CALL_ACCESS[entry[0] as CallName] : undefined;
}
