"""Which permanents an effect on mana speaks of: :class:`Scope` ("Nonbasic lands", "Creatures you control",
"enchanted land"), and whose they are (:data:`YOU`, :data:`OPPONENT`, :data:`ANY`), relative to the effect's
controller (see the package's "Who "you" is").
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["YOU", "OPPONENT", "ANY", "Scope"]


YOU = "you"
OPPONENT = "opponent"
ANY = "any"


@dataclass(frozen=True, slots=True)
class Scope:
    """Which permanents an effect applies to.

    Every field that is set must hold.

    Parameters
    ----------
    card_types : frozenset of str
        Any of these card types (``'Land'``, ``'Creature'`` …); empty: any permanent.
    subtypes : frozenset of str
        Any of these subtypes (``'Forest'``, ``'Swamp'``); empty: any.
    controller : str
        ``'you'`` (whoever controls the effect's source), ``'opponent'``, or ``'any'``.
    nonbasic, basic : bool
        Only nonbasic / only basic permanents.
    attached : bool
        Only the permanent the source is attached to ("enchanted land", "equipped creature").
    other : bool
        Not the source itself ("Other permanents you control").
    target : bool
        A target chosen when the effect was made ("Target artifact creature becomes blue"): which one is not known
        from the text alone.
    text : str
        The words as printed, for people.
    token : bool or None
        ``True``: only tokens ("Creature tokens you control"); ``None``: any. A caller that does not say whether the
        permanent is a token never matches a scope with ``token`` set.
    not_card_types : frozenset of str
        None of these card types ("a nonland permanent", Kinnan).
    counter : str or None
        Only permanents with a counter of this kind on them ("with a +1/+1 counter on it"); ``''``: any counter
        ("with a counter on it"); ``None``: no such requirement. A caller that does not give the counters never
        matches a scope with ``counter`` set.
    itself : bool
        Only the effect's source ("As long as ~ is renowned, it has …").
    alternatives : tuple of Scope
        The permanent must also be in one of these ("Each land and Ally you control": a land, or an Ally); empty:
        no such requirement.
    chosen_name : bool
        Only permanents with the name chosen for the effect's source ("Creatures you control with the chosen name",
        the board's ``chosen:`` of the source). A caller that does not give the chosen name never matches.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    controller: str = ANY
    nonbasic: bool = False
    basic: bool = False
    attached: bool = False
    other: bool = False
    target: bool = False
    text: str = field(default="", compare=False)
    token: bool | None = None
    counter: str | None = None
    not_card_types: frozenset[str] = frozenset()
    itself: bool = False
    alternatives: tuple[Scope, ...] = ()
    chosen_name: bool = False

    def matches(self, *, card_types, subtypes, supertypes, controlled_by_you: bool, is_attached_to: bool,
                is_source: bool, is_token: bool | None = None,
                counters: tuple[tuple[str, int], ...] | None = None, name: str | None = None,
                source_chosen: str | None = None) -> bool:
        """Whether a permanent is in scope.

        Parameters
        ----------
        card_types, subtypes, supertypes : collections of str
            The permanent's characteristics as they are now (after land-type effects, CR 305.7).
        controlled_by_you : bool
            The permanent's controller is the effect's controller.
        is_attached_to : bool
            The effect's source is attached to the permanent.
        is_source : bool
            The permanent is the effect's source.
        is_token : bool or None
            Whether the permanent is a token (None: not known).
        counters : tuple of (str, int) or None
            The counters on it (None: not known).
        name : str or None
            Its name (None: not known).
        source_chosen : str or None
            The name chosen for the effect's source (None: none given).

        Returns
        -------
        bool

        Examples
        --------
        >>> land_or_ally = Scope(alternatives=(Scope(frozenset({"Land"})), Scope(subtypes=frozenset({"Ally"}))))
        >>> kw = dict(supertypes=(), controlled_by_you=True, is_attached_to=False, is_source=False)
        >>> land_or_ally.matches(card_types={"Creature"}, subtypes={"Ally"}, **kw)
        True
        >>> land_or_ally.matches(card_types={"Creature"}, subtypes={"Elf"}, **kw)
        False
        """
        if self.card_types and not (self.card_types & set(card_types)):
            return False
        if self.subtypes and not (self.subtypes & set(subtypes)):
            return False
        if self.controller == YOU and not controlled_by_you:
            return False
        if self.controller == OPPONENT and controlled_by_you:
            return False
        if self.nonbasic and "Basic" in supertypes:
            return False
        if self.basic and "Basic" not in supertypes:
            return False
        if self.attached and not is_attached_to:
            return False
        if self.other and is_source:
            return False
        if self.not_card_types & set(card_types):
            return False
        if self.token is not None and (is_token is None or is_token != self.token):
            return False
        if self.counter is not None:
            if counters is None or not any(n > 0 and (not self.counter or kind == self.counter)
                                           for kind, n in counters):
                return False
        if self.itself and not is_source:
            return False
        if self.chosen_name and (name is None or source_chosen is None or name.casefold() != source_chosen.casefold()):
            return False
        if self.alternatives and not any(
                alt.matches(card_types=card_types, subtypes=subtypes, supertypes=supertypes,
                            controlled_by_you=controlled_by_you, is_attached_to=is_attached_to, is_source=is_source,
                            is_token=is_token, counters=counters, name=name, source_chosen=source_chosen)
                for alt in self.alternatives):
            return False
        return not self.target
