"""Searches from the library: a fetchland as a source of the land it finds (issue 13, item 2).

"{T}, Pay 1 life, Sacrifice ~: Search your library for an Island or Swamp card, put it onto the battlefield, then
shuffle." is no mana ability (it adds no mana and uses the stack, CR 605.1a, 701.23), so it is activated before the
mana is needed, and the land it finds can then be tapped for mana. The builder (:func:`search_abilities`) joins the
two into one activation of the fetchland for each land the board's ``library:`` lists that it can find: the fetch's
cost (``{T}``, life, sacrifice it) with a :attr:`~manaplan.models.ability.ActivationCost.search` of that land's name,
and what the found land's ``{T}`` ability adds, worked out on the board with every effect in force. Each card of the
library is found once: the models bound the searches for one name by its copies (``'library:<name>'``,
:func:`~manaplan.solver.core.costparts.zone_counts`).

How the land found enters is the parser's values, worked out by :func:`~manaplan.solver.effective.entering.entries`
on the board with it there: its own "enters tapped unless …" (a checkland beside a Forest, a fastland with two other
lands; under Blood Moon none, CR 614.12), a shockland's 2 life paid with the fetch's (it enters untapped), effects of
other permanents (Thalia, Heretic Cathar; Spelunking; Amulet of Vigor untapping it). Another permanent's own "enters
tapped" is about that permanent only (CR 614.1d): Bojuka Bog beside a fetchland changes nothing. A condition counts
only permanents surely there when the land enters: not the fetchland (sacrificed as the cost), not one the plan may
sacrifice or exile first, not one that may enter this turn (``turn``'s casts and finds). The life of a search, the
fetch's and the shockland's, must leave you above 0: state-based actions make you lose before the search resolves
otherwise (CR 117.3c, 704.5a; :func:`~manaplan.solver.core.model.add_life_rule`).

A land whose entering changes your other permanents' mana (Gaea's Cradle or Circle of Dreams Druid counting a Dryad
Arbor found, Cabal Coffers the Swamp found: CR 604.3, 605.3b) is named, not modelled (:func:`_finds_change_others`);
:mod:`.fetch_bounds` bounds those plans on relaxed boards, where such a land is there ahead of its fetch
(:class:`~manaplan.models.board.FoundAhead`): that fetch's search is spent, no other fetch finds a land so named, and
a find whose entering could depend on the land placed (cracked before or after it) is named.

Never assumed: a library the board does not give (no ``library:``) finds nothing, and the fetch is left out with how to
include it; a land put onto the battlefield tapped, or that surely enters tapped, adds no mana now and says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...models.ability import ActivationCost, ManaAbility, Produce
from ...models.board import YOU, FoundAhead, Permanent
from ...models.cards.card import Card
from ...models.costs import ManaCost
from ...models.effects import UntapsEntering
from ...models.oracle.costs import parse_activation_cost
from ...models.oracle.text import NotUnderstood, mark_self, self_names, split_cost_effect, strip_reminder_text
from ..effective import EffectiveAbility, EffectiveBoard, PermanentView
from ..effective.entering import entries
from ..rules import yields as Y
from .reader import FRESH, Reader
from .untappers import never_untapped

__all__ = ["Search", "ChangingFind", "searches_of", "search_stoppers", "search_abilities", "found_land",
           "surely_there", "UNKNOWN_LIBRARY"]

#: Why a fetch is left out when the board gives no library.
UNKNOWN_LIBRARY = ("the library is unknown, so nothing is assumed found in it: list the lands in your library under "
                   "`library:` to use it")

_FETCH = re.compile(
    r"^Search your library for (?:an? |up to one )?(?P<what>[A-Za-z ,'-]+?) cards?, put (?:it|that card) onto the "
    r"battlefield(?P<tapped> tapped)?(?:, then shuffle(?: your library)?)?\.(?: Then if you control (?P<n>\w+) or "
    r"more lands, untap that land\.)?$")
#: The basic land types (CR 205.3i): what a fetch names ("an Island or Swamp card").
BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
#: Why a find is named (:func:`_finds_change_others`).
_CHANGES = "the {name} it may find would change the mana of {said} as it enters, which is not counted"
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
#: Text that stops or limits a search, or punishes it (Leonin Arbiter, Stranglehold, Aven Mindcensor, Ob Nixilis
#: Unshackled): a fetch on such a board is not counted on.
_SEARCH_STOPPERS = re.compile(r"\bsearch(?:es)? (?:a library|their library|libraries)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Search:
    """One fetch ability read from a card's text.

    Parameters
    ----------
    cost : ActivationCost
    basic : bool
        Only a basic land card ("a basic land card", Prismatic Vista).
    types : frozenset of str
        Land types it finds any card of ("an Island or Swamp card"); empty: any land.
    tapped : bool
        It puts the land onto the battlefield tapped.
    untap_at : int
        "Then if you control four or more lands, untap that land." (Fabled Passage): 4; 0: no such clause.
    text : str
        The ability as printed.
    """

    cost: ActivationCost
    basic: bool
    types: frozenset[str]
    tapped: bool
    untap_at: int
    text: str

    def finds(self, card) -> bool:
        """Whether ``card`` is a card it can find.

        >>> from manaplan.models.cards.card import Card
        >>> (vista,) = searches_of(Card("Prismatic Vista", "", "Land", "{T}, Pay 1 life, Sacrifice Prismatic Vista: "
        ...     "Search your library for a basic land card, put it onto the battlefield, then shuffle."))
        >>> vista.finds(Card("Island", "", "Basic Land — Island")), vista.finds(Card("Watery Grave", "", "Land — Island Swamp"))
        (True, False)
        """
        if not card.is_land or (self.basic and not card.is_basic):
            return False
        return not self.types or bool(self.types & set(card.subtypes))


@dataclass(frozen=True, slots=True)
class ChangingFind:
    """A land a fetch may find whose entering changes your other permanents' mana, which the models do not count
    (:func:`_finds_change_others`, CR 604.3, 605.3b): named among what :func:`search_abilities` leaves out, and
    bounded by :mod:`.fetch_bounds`.

    Parameters
    ----------
    fetch : str
        The fetch's id.
    search : Search
        Its search, as the board's effects leave its cost.
    land : str
        The name of the land it may find.
    why : str
        Why it is named: the reason of its entry left out.
    """

    fetch: str
    search: Search
    land: str
    why: str

    @property
    def left_out(self) -> tuple[str, str, str]:
        """Its entry among what :func:`search_abilities` leaves out: (fetch id, text, why)."""
        return self.fetch, self.search.text, self.why

    @property
    def note(self) -> tuple[str, str]:
        """Its note as :attr:`~manaplan.solver.core.values.PaymentBoard.unproven` has it: (fetch id, "text (why)")."""
        return self.fetch, f"{self.search.text} ({self.why})"


def search_stoppers(board) -> list[str]:
    """The permanents (by id) and effects (by name) of ``board`` whose text stops, limits or punishes searching a
    library (Leonin Arbiter, Aven Mindcensor, Stranglehold: :data:`_SEARCH_STOPPERS`): a fetch is not counted on
    beside them.

    Examples
    --------
    >>> from manaplan.models.board_files import parse_inline
    >>> search_stoppers(parse_inline("Evolving Wilds, Leonin Arbiter (opponent)"))
    ['Leonin Arbiter#1']
    """
    return [p.id for p in board.permanents if _SEARCH_STOPPERS.search(p.card.oracle_text or "")] + [
        c.name for c in board.effects if _SEARCH_STOPPERS.search(c.oracle_text or "")]


def searches_of(card) -> tuple[Search, ...]:
    """The fetch abilities of a card: a cost, then "Search your library for … card, put it onto the battlefield".

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> (s,) = searches_of(Card("Polluted Delta", "", "Land", "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your "
    ...     "library for an Island or Swamp card, put it onto the battlefield, then shuffle your library."))
    >>> s.cost.life, s.cost.sacrifice_self, sorted(s.types), s.basic, s.tapped
    (1, True, ['Island', 'Swamp'], False, False)
    """
    out = []
    for line in strip_reminder_text(card.oracle_text or "").split("\n"):
        parts = split_cost_effect(mark_self(line.strip(), self_names(card.name)).replace("this land", "~"))
        if parts is None:
            continue
        m = _FETCH.match(parts[1].strip())
        if m is None:
            continue
        try:
            cost = parse_activation_cost(parts[0])
        except NotUnderstood:
            continue
        what = m["what"].strip()
        basic = what.startswith("basic ")
        what = what.removeprefix("basic ").strip()
        types = frozenset() if what == "land" else frozenset(
            w for w in re.split(r",? or |, ", what) if w and w != "land")
        if not types <= BASIC_TYPES:  # an Equipment, a Myr creature card: no land
            continue
        out.append(Search(cost, basic, types, bool(m["tapped"]), _NUMBERS.get(m["n"] or "", 0), line.strip()))
    return tuple(out)


def search_abilities(effective: EffectiveBoard, yours: list[PermanentView], reader: Reader = FRESH,
                     unsure: frozenset[str] = frozenset()) -> tuple[
                         dict[str, tuple[EffectiveAbility, ...]], list[tuple[str, str, str]], list[ChangingFind]]:
    """The activations the fetchlands among ``yours`` add, by permanent id; what is left out (id, text, why); and,
    of that, the finds that change other permanents' mana, as facts (:class:`ChangingFind`, each with its entry).

    An activation that can't make mana now (the land enters tapped, nothing to find) is kept with no mana and its
    reason, so a plan's "why not" names it. What a found land adds is worked out on the board with it there, by
    ``reader`` (:mod:`.reader`: a command's session works each board state out once). ``unsure``: the ids of
    permanents that may not be there yet when the land enters (``turn``'s permanents cast or found this turn). On a
    relaxed board (``board.found_ahead``, :mod:`.fetch_bounds`) a fetch whose land is placed ahead finds nothing more
    and no fetch finds a land withheld.
    """
    board = effective.board
    known = (*(board.library or ()), *board.library_top)
    ahead = board.found_ahead or FoundAhead()
    placed = {fetch: pid for fetch, pid in ahead.finds}  # a relaxed board's lands placed ahead: their fetches spent
    lands_now = sum(1 for v in yours if "Land" in v.card_types)  # a land placed ahead counts: Fabled Passage's untap
    leaving = sum(1 for v in yours if "Land" in v.card_types and any(
        a.ability.cost.sacrifice_self for a in v.abilities))
    sacrificers = any(a.ability.cost.removes_others for v in yours for a in v.abilities)
    amulet = any(isinstance(e.effect, UntapsEntering) and e.controller == YOU for e in effective.effects)
    stoppers = search_stoppers(board)
    # by land name, the fetches that may find it, each with whether it puts the land onto the battlefield tapped
    wanted: dict[str, list[tuple[PermanentView, Search, bool]]] = {}  # for its mana
    tapped_finds: dict[str, list[tuple[PermanentView, Search, bool]]] = {}  # its land tapped: no mana from it now
    extra: dict[str, list[EffectiveAbility]] = {}
    left_out: list[tuple[str, str, str]] = []

    def nothing(v: PermanentView, s: Search, why: str, k: int) -> None:
        extra.setdefault(v.id, []).append(EffectiveAbility(
            key=f"{v.id}:search{k}", ability=_as_mana(s, ""), output=Y.NOTHING, base=_as_mana(s, ""),
            origin="search", problem=why))

    for v in yours:
        if v.permanent.zone != "battlefield" or v.lost_text:
            continue
        for k, s in enumerate(searches_of(v.permanent.card)):
            if v.ability_tax:  # Suppression Field: a search is no mana ability, so it costs more (CR 602.2b, 605.1a)
                s = replace(s, cost=replace(s.cost, mana=s.cost.mana + ManaCost.parse(f"{{{v.ability_tax}}}")))
            if v.barred_by:
                nothing(v, s, f"can't be activated: {v.barred_by[0]} (CR 602.5)", k)
                continue
            if stoppers:
                nothing(v, s, f"{stoppers[0]} stops, limits or punishes searching: not counted on", k)
                continue
            untaps = s.untap_at and not sacrificers and lands_now - leaving >= s.untap_at  # it leaves, one enters
            put_tapped = s.tapped and not untaps  # onto the battlefield tapped, to stay so but for Amulet of Vigor
            no_mana = put_tapped and not amulet  # its land is tapped, whatever the library holds
            if v.id in placed:  # its search is spent: the land it finds is there already
                continue
            names = list(dict.fromkeys(c.name for c in known if s.finds(c) and c.name not in ahead.withheld))
            if not names:
                if board.library is None and not no_mana:  # Sakura-Tribe Elder's tapped land: nothing left out
                    left_out.append((v.id, s.text, UNKNOWN_LIBRARY))
                elif board.library is not None:
                    nothing(v, s, "no card it can find is listed under `library:`", k)
                continue
            if no_mana:
                why = "it puts the land onto the battlefield tapped: no mana from it this turn"
                if s.untap_at:
                    why += f" (you control fewer than {s.untap_at} lands to untap it)"
                nothing(v, s, why, k)
                for name in names:  # no mana from it, but it enters: what it changes of the others is named
                    tapped_finds.setdefault(name, []).append((v, s, put_tapped))
                continue
            for name in names:
                wanted.setdefault(name, []).append((v, s, put_tapped))
    changing = _tapped_finds_change_others(effective, tapped_finds, known, reader)
    left_out += [f.left_out for f in changing]
    if wanted:
        cards = {c.name: c for c in known}
        found = [found_land(cards[name]) for name in wanted]
        scratch = reader.effective(replace(board, permanents=board.permanents + tuple(found)))
        sure = surely_there(scratch, yours, unsure)
        unplaced = surely_there(scratch, yours, unsure | set(placed.values())) if placed else sure
        wanted_changing = _finds_change_others(effective, scratch, found, wanted, reader)
        left_out += [f.left_out for f in wanted_changing]
        changing += wanted_changing
        for p in found:
            fv = scratch[p.id]
            name = p.name
            usable = [a for a in fv.abilities if a.ability.cost == ActivationCost(tap=True)
                      and a.ability.condition is None and not a.output.empty]
            for v, s, put_tapped in wanted[name]:
                k = len(extra.get(v.id, ()))
                absent = {v.id} | {q.id for q in found if q.id != p.id}
                ways = entries(scratch, p.id, life=board.life - s.cost.life, sure=sure, put_tapped=put_tapped,
                               absent=absent)
                if placed and ways != entries(scratch, p.id, life=board.life - s.cost.life, sure=unplaced,
                                              put_tapped=put_tapped, absent=absent | set(placed.values())):
                    # a real plan may crack this fetch before or after the land placed enters: compared, not guessed
                    left_out.append((v.id, s.text, f"how {name} enters depends on a land placed ahead of its fetch"))
                entry = next((e for e in ways if not e.tapped), None)
                if entry is None:
                    nothing(v, s, f"{name}: {ways[0].why}: no mana from it this turn", k)
                    continue
                if entry.returns:  # a bounceland: it returns itself, once tapped, or else a land the plan needs
                    nothing(v, s, f"{name} returns a land you control to your hand as it enters: not counted on", k)
                    continue
                if fv.permanent.summoning_sick:
                    nothing(v, s, f"{name} would be summoning sick (CR 302.6)", k)
                    continue
                if not usable:
                    nothing(v, s, f"{name} has no plain {{T}} mana ability to use", k)
                entered = f"{name} from your library enters untapped" if not entry.why or entry.life else \
                    f"{name} from your library: {entry.why}"  # its life: the step says it (search_life)
                dearer = tuple(f"{source}: the search costs {{{n}}} more" for source, n in v.dearer_by)
                for a in usable:
                    ability = replace(a.ability, cost=replace(s.cost, search=name, life=s.cost.life + entry.life,
                                                             search_life=entry.life),
                                      damage_to_you=a.ability.damage_to_you + fv.tapped_damage,
                                      text=f"{s.text} Then tap {name}: {a.text}")
                    extra.setdefault(v.id, []).append(EffectiveAbility(
                        key=f"{v.id}:search:{name}:{a.key}", ability=ability, output=a.output, base=ability,
                        origin="search", notes=(*a.notes, *dearer, entered), could_produce=a.could_produce,
                        taps=False))
    return {pid: tuple(abilities) for pid, abilities in extra.items()}, left_out, changing


def found_land(card: Card, where: str = "library", n: int = 1, tapped: bool = False) -> Permanent:
    """A land a search puts onto the battlefield (CR 701.23), as a board worked out with it there holds it: sick and
    entered this turn (it came under your control this turn: a creature land such as Dryad Arbor can't {T}, CR
    302.6), tapped where it is put so; its id, ``'<name> (<where>)#<n>'``, is none of the board's own permanents'.

    Examples
    --------
    >>> from manaplan.models.cards.card import Card
    >>> p = found_land(Card("Swamp", "", "Basic Land — Swamp"), tapped=True)
    >>> p.id, p.tapped, p.sick, p.entered
    ('Swamp (library)#1', True, True, True)
    """
    return Permanent(id=f"{card.name} ({where})#{n}", card=card, tapped=tapped, sick=True, entered=True)


def _finds_change_others(effective: EffectiveBoard, scratch: EffectiveBoard, found: list[Permanent],
                         wanted: dict[str, list[tuple[PermanentView, Search, bool]]], reader: Reader
                         ) -> list[ChangingFind]:
    """What the models leave out of a land a fetch finds: its mana is counted (its ``{T}`` ability on the board with
    it there), not what its entering changes of your other permanents' mana — a count that reads it (Gaea's Cradle or
    Circle of Dreams Druid counting Dryad Arbor, a creature; Cabal Coffers counting the Swamp found; CR 604.3,
    605.3b), a colour another land could produce with it there (Reflecting Pool: CR 106.7), a condition it makes true.
    Each such find is named (its :attr:`ChangingFind.left_out`), so an answer over the plans without it is not
    called proven — but where what it changes is tapped and nothing may untap it (:func:`~.untappers.never_untapped`).
    ``scratch``: the board with every find there; one find at a time only where that one changes something."""
    ids = {v.id for v in effective.views if v.permanent.is_yours and v.permanent.zone == "battlefield"}
    ids -= never_untapped(effective)  # Gaea's Cradle tapped, nothing to untap it: a Dryad Arbor found changes nothing
    now = _mana_views(effective, ids)

    def changed(eff: EffectiveBoard) -> list[str]:
        then = _mana_views(eff, ids)
        return [pid for pid in sorted(ids) if now.get(pid) != then.get(pid)]

    if not changed(scratch):
        return []
    out = []
    for p in found:
        alone = changed(reader.effective(replace(effective.board, permanents=effective.board.permanents + (p,))))
        alone = [pid for pid in alone if pid not in {v.id for v, _, _ in wanted[p.name]}]
        if not alone:
            continue
        said = ", ".join(alone[:3]) + (f" and {len(alone) - 3} more" if len(alone) > 3 else "")
        for v, s, _ in wanted[p.name]:
            out.append(ChangingFind(v.id, s, p.name, _CHANGES.format(name=p.name, said=said)))
    return out


def _tapped_finds_change_others(effective: EffectiveBoard,
                                tapped_finds: dict[str, list[tuple[PermanentView, Search, bool]]], known,
                                reader: Reader) -> list[ChangingFind]:
    """What :func:`_finds_change_others` names of the lands fetches put onto the battlefield tapped (Evolving Wilds,
    Terramorphic Expanse: no mana from them now, CR 701.23): such a land enters all the same, and Gaea's Cradle
    counts a Dryad Arbor found so, Cabal Coffers a Swamp (CR 604.3, 605.3b). Read on a board of their own, so the
    lands found untapped are worked out as before."""
    if not tapped_finds:
        return []
    cards = {c.name: c for c in known}
    found = [found_land(cards[name], tapped=True) for name in tapped_finds]
    scratch = reader.effective(replace(effective.board, permanents=effective.board.permanents + tuple(found)))
    return _finds_change_others(effective, scratch, found, tapped_finds, reader)


def _mana_views(effective: EffectiveBoard, ids: set[str]) -> dict:
    """What the effective board says of each of ``ids`` that could bear on its mana: types, its abilities with their
    outputs (amounts counted), what stops them."""
    return {v.id: (v.card_types, v.subtypes, v.colors, v.lost_text, v.prohibited, v.barred_by,
                   tuple((a.ability, a.output, a.problem) for a in v.abilities))
            for v in effective.views if v.id in ids}


def surely_there(effective: EffectiveBoard, yours, unsure: frozenset[str] = frozenset()):
    """A predicate: whether a permanent is surely on the battlefield when a land enters later in a plan (a search's,
    a spell's): not one that may enter this turn (``unsure``), nor one a plan may remove first (a fetchland, its own
    sacrifice or exile, or another's cost that sacrifices or exiles permanents of its kind). ``yours``: your
    permanents' views (their abilities' costs say what may be removed)."""
    removers = [f for v in yours for a in v.abilities for f in a.ability.cost.removes_others]

    def sure(pid: str) -> bool:
        if pid in unsure:
            return False
        try:
            v = effective[pid]
        except KeyError:
            return False
        if searches_of(v.permanent.card) or any(a.ability.cost.sacrifice_self or a.ability.cost.exile_self
                                                for a in v.abilities):
            return False
        return not any(v.fits(f) for f in removers)
    return sure


def _as_mana(s: Search, name: str):
    return ManaAbility(replace(s.cost, search=name), Produce(((),)), text=s.text)
