/** The public entry of the wallet module: what other modules and the app may use. */
export { walletRoutes, type TopUpJson } from './routes.ts';
export {
  createWalletService,
  type WalletBonusJson,
  type WalletService,
  type WalletTransactionsJson,
} from './service.ts';
