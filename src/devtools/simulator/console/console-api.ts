// The console speaks to the simulator only through this contract, so the same screens drive the
// simulator in the page and the shared server a class uses.
export type {
  ClockState,
  ConsoleApi,
  ConsoleFault,
  ConsoleFaultEntry,
  ConsoleTargets,
  RequestLogEntry,
  ScenarioInfo,
  ScenarioName,
  SentSmsEntry,
  Serialisation,
  StagedCollusion,
} from '../../../../simulator/console-types'
