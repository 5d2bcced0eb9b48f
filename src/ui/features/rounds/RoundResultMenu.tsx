import type { Agreement, BoardResult, Round } from '../../../core/model';
import { singleSidedIntentionalDraw } from '../../../core/netrunner';
import type { SystemModule } from '../../../core/systems';
import { ResultMenu } from '../../components/ResultMenu';
import type { OpenMenu } from './boardRows';
import type { AgreementChoice } from './useResultEntry';

/** The results menu of the cell it is open on (click, tap, Enter or ArrowDown), with single-sided Netrunner's intentional draw. */
export function RoundResultMenu(props: {
  readonly round: Round;
  readonly system: SystemModule;
  readonly menu: OpenMenu | null;
  readonly agreementChoices: readonly AgreementChoice[];
  readonly enter: (board: number, game: number, result: BoardResult | null, agreement?: Agreement) => void;
  readonly onClose: () => void;
}) {
  const { round: shown, system, menu, agreementChoices, enter } = props;
  const games = shown.pairings[0]?.games.length ?? 1;
  return (
    <ResultMenu anchor={menu?.anchor ?? null}
      label={menu ? `Board ${menu.board}${games >= 2 ? ` game ${menu.game + 1}` : ''} result` : ''}
      current={menu ? shown.pairings.find((p) => p.board === menu.board)?.games[menu.game] ?? null : null}
      wording={system.resultText}
      {...(games === 1 && agreementChoices.length > 0 ? {
        agreements: agreementChoices,
        ...(menu && shown.pairings.find((p) => p.board === menu.board)?.agreement ? { currentAgreement: shown.pairings.find((p) => p.board === menu.board)!.agreement! } : {}),
        onAgree: (a: Agreement) => { if (menu) enter(menu.board, menu.game, singleSidedIntentionalDraw[0]!, a); props.onClose(); },
      } : {})}
      onChoose={(r) => { if (menu) enter(menu.board, menu.game, r); props.onClose(); }}
      onClose={props.onClose} />
  );
}
