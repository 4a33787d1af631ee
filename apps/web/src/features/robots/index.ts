/** The robot rental feature's public file: what other features and app/ may use. */
export { RobotDetailScreen } from './RobotDetailScreen';
export { RobotEntry } from './RobotEntry';
export { RobotListScreen } from './RobotListScreen';
export { RobotOrderScreen } from './RobotOrderScreen';
export { RobotOrdersScreen } from './RobotOrdersScreen';
export { useRobotEvents } from './useRobotEvents';
