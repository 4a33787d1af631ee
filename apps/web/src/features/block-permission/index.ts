/**
 * The block-trading permission's public file: where a user stands (not yet open, under review, open, rejected), the
 * Apply banner on the block list and its live result. Apart from block-trade (the order screen), so the market list
 * can show the banner without depending on the order screens.
 */
export { BlockTradingBanner, useBlockTradingOpen } from './BlockTradingBanner';
export { blockPermissionKeys, useBlockTradingStatus } from './permission';
export { useBlockTradingEvents } from './useBlockTradingEvents';
