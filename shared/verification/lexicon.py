"""Word lists the entailment checks read (pure data, stemmed once at import).

Each list names one way a claim can say something its evidence does not:

* ``NEGATORS`` flip a clause's polarity ("never lift", "is not soft practice").
* ``OPPOSITES``: pairs of word groups with opposite meaning ("before" / "after", "louder" /
  "softer"). A claim that uses one side where its evidence uses only the other reverses it.
* ``UNIVERSAL`` / ``HEDGES``: a claim stated as always/all/must from evidence that says
  sometimes/some/may overgeneralises; ``CAUSAL`` / ``CORRELATIONAL`` likewise for "causes"
  drawn from "is associated with".
* ``POPULATIONS``: who or what a finding is about (mice are not humans, cells are not patients,
  beginners are not concert pianists).
* ``RELATIONS``: words with a left and a right role ("A louder than B", "A before B", "A causes
  B"); the same two things on swapped sides is a swapped role.
* ``SYNONYMS``: words folded onto one stem so a paraphrase is matched ("quietly" ~ "softly").

The lists are general English (plus music and science words the product's users write); none
is drawn from a test pair.
"""

from __future__ import annotations

import re
from functools import lru_cache

import Stemmer

from footnote.shared.verification.numerals import FRACTIONS as FRACTIONS  # re-exported, as the next two
from footnote.shared.verification.numerals import NUMBER_WORDS as NUMBER_WORDS
from footnote.shared.verification.numerals import ORDINALS as ORDINALS


@lru_cache(maxsize=1)
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("english")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer().stemWord(word.lower())


def _stems(words: str) -> frozenset[str]:
    return frozenset(stem(w) for w in words.split())


# a degree said in other words ("a little detached" = "slightly detached"): not a content word to find
DEGREE_PHRASE = re.compile(
    r"\b(?:a\s+(little|bit)|(slightly|somewhat|fairly|quite|rather)(?!\s+than\b))(?=\s+[a-z]|\s*[.,;:!?]|\s*$)", re.I
)

NEGATORS = frozenset(
    "not no never cannot without nor neither none nothing nobody nowhere avoid avoids avoided avoiding "
    "refrain lack lacks lacking unable instead".split()
)
# phrases that negate like "not" ("refuses to start" = "does not start"; "refuses signatures" does not)
# "A rather than B" and "A as opposed to B" say "A, not B" ("speed rather than force" = "not force")
NEGATING_PHRASES = (r"\b(?:refus(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|ceas(?:e|es|ed|ing)|fail(?:s|ed|ing)?) to\b"
                    r"|\bimpossible to\b|\brather than\b|\bas opposed to\b"
                    # "deprived of oxygen" = without oxygen
                    r"|\b(?:deprived|devoid|starved) of\b|\b(?:exempt(?:ed)?|spared)\s+from\b"
                    # "leave the pedal out" = not the pedal
                    r"|\bleav(?:e|es|ing)\b(?=\s+(?:[\w'-]+\s+){1,3}?out\b)|\bleft\b(?=\s+(?:[\w'-]+\s+){1,3}?out\b)"
                    # "too old to work" = cannot work (not after a negator: "not too hard to learn")
                    r"|(?<!\bnot )\btoo\s+[a-z]+\s+(?:for\s+(?:the\s+|a\s+|an\s+)?[a-z]+\s+)?to\b(?=\s+[a-z])"
                    # ("too humid for the water to evaporate": it cannot evaporate)
                    # "to break his thinking", "interrupts their sleeping": stops it
                    r"|\b(?:break|breaks|broke|interrupt|interrupts|interrupted|disrupt|disrupts|disrupted)\s+"
                    r"(?:his|her|their|its|my|your|our)\s+(?=\w+ing\b)"
                    # "kept algae from overgrowing the coral" = the algae did not overgrow it; "stop them leaving"
                    r"|\b(?:keep|keeps|kept|keeping|stop|stops|stopped|stopping)\s+(?:[\w'-]+\s+){1,3}?from\s+(?=(?:ever\s+)?\w+ing\b)"
                    r"|\bstop(?:s|ped|ping)?\s+(?:(?:its|their|his|her|the)\s+[\w'-]+|them|him|it|people)\s+(?=\w+ing\b)"
                    # "stops accepting new connections" = no longer accepts them (not "stop during", "stop nothing")
                    r"|\b(?:stop(?:s|ped|ping)?|halt(?:s|ed|ing)?|ceas(?:e|es|ed|ing)|quit(?:s|ting)?)\s+"
                    r"(?=(?!(?:during|nothing|something|anything|everything|morning|evening|thing|string|spring)\b)"
                    r"(?:[a-z]{3,}ing|being)\b)")  # "stops being a good measure" = is no longer one
# phrases with a negator that negate nothing ("whether or not", "not only ... but also")
NEGATION_IDIOMS = (
    r"\b(whether or not|or not|not only(?=[^.;]*\bbut\b)|not just(?=[^.;]*\bbut\b)|no doubt|no matter|"
    r"not least|none the less|nonetheless|nothing but|never mind|no less than|not until)\b"
)
# "to all pupils, not only deaf ones": the deaf ones too, no denial (the group before the comma kept)
ALL_NOT_ONLY = r"\b((?:all|every|each|any)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+,)\s+not\s+(?:only|just|merely)\b"
# function words a negator's scope skips (narrower than the stopwords: "is not *even*", "not the *same*")
NEGATION_SKIP = frozenset(
    "a an the to of at in on for with by from as into onto about it its this that these those he she they we you i "
    "me him her them us his their our your my be been being is are was were am do does did doing have has had "
    "having will would shall should can could may might must so too very quite there here per via one ones what "
    "which who whom whose and or each".split()
)
# words a negator reaches through ("no need to drain" negates "drain")
# stopwords that tell two things apart ("the other fingers" / "the fifth finger"): kept where
# words are put in their places (swaps, antonyms)
KEPT_STOPWORDS = frozenset({"other", "others", "own"})
# "no effect on daytime symptoms" negates the symptoms: the effect is what the negation passes through;
# "not because of its tyres" denies the tyres as the reason, not that there is one; "not when it reaches a
# certain length" denies the reaching
NEGATION_TRANSPARENT = frozenset(
    "need needs necessary necessarily really always ever longer able let lets letting effect effects impact affect "
    "affects affected simply merely just only primarily mainly chiefly mostly largely anyone anyone's anybody "
    "anybody's anything enough because when"
    .split()
)
# "instead" negates the clause it closes ("use the arm instead of the fingers" = not the fingers);
# it is counted only when it appears in one side, like every negator.

_OPPOSITE_WORDS: tuple[tuple[str, str], ...] = (
    ("before prior earlier sooner precede precedes preceding preceded ahead beforehand until",
     "after later afterwards afterward follow follows following followed behind"),
    ("loud louder loudest loudly forte fortissimo aloud",
     "soft softer softest softly quiet quieter quietest quietly gentle gently pianissimo hushed silently silent"),
    ("fast faster fastest quick quicker quickly rapid rapidly hurry hurried rush rushed rushing accelerate",
     "slow slower slowest slowly unhurried decelerate"),
    ("increase increases increased increasing raise raises raised higher greater rise rises rising boost "
     "boosts enhance enhances enhanced elevate elevated elevates upregulate upregulated gain gains gained greatest "
     "lengthen lengthens lengthened prolong prolongs prolonged longer",  # "made the wait longer" / "cut the wait"
     "decrease decreases decreased decreasing reduce reduces reduced reducing lower lowers lowered less "
     "fewer smaller fall falls drop drops dip dips dipped diminish diminishes diminished downregulate downregulated "
     "suppress suppresses suppressed inhibit inhibits inhibited loss lose loses losing cut cuts cutting "
     "shorten shortens shortened shorter"),
    ("more", "less fewer smaller"), ("lifted hoisted", "lowered"),  # "lifted to Gatun Lake and lowered again"
    ("easy easier easily simple", "hard harder difficult"),
    ("full fully whole complete", "half partial halfway partway"),
    ("tense tension stiff stiffen stiffens rigid tight tighten tightens clench firmly",
     "relax relaxed relaxes loose loosen loosens supple"),
    ("legato connected", "staccato detached disjointed"), ("quarter crotchet", "eighth quaver sixteenth semiquaver"),
    ("early earlier premature", "late delayed postponed"),
    ("lift lifts lifted lifting", "depress depresses depressed hold holds held"),
    ("begin begins began begun beginning start starts started starting opening",
     "end ends ended ending finish finishes finished finishing final"),
    ("grow grows grew growing expand expands expanded strengthen strengthens strengthened swell swells swelled "
     "enlarge enlarges enlarged",
     "fade fades faded fading shrink shrinks shrank decline declines disappear disappears disappeared vanished "
     "weaken weakens weakened"),
    ("cheap cheaper cheapest inexpensive", "expensive costlier costliest dear"),  # "costly" stems to "cost"
    ("promote promotes promoted promoting induce induces induced",
     "protect protects protected protecting prevent prevents prevented"),
    ("speed sped speeds speeded accelerate accelerates sooner",  # "slower to spot" for "sooner"
     "slow slows slowed slower decelerate"),
    ("absorb absorbs absorbed absorbing take", "release releases released releasing emit emits"),
    ("conduct conducts conducted conducting", "insulate insulates insulated insulating"),  # heat, current
    ("left", "right"), ("above upper top", "below under bottom beneath"),
    ("major", "minor"), ("heavy heavier heaviest heavily", "light lighter lightest lightly"),
    ("long longer longest lengthen lengthens extend extends extended tall taller tallest", "short shorter shortest "
     "shorten shortens shortened brief briefly"),
    ("attach attaches attached attaching", "detach detaches detached separate separates"),
    ("wide wider widest widen", "narrow narrower narrowest"),
    ("large larger largest big bigger biggest wide wider widen", "small smaller smallest"),
    ("enable enables enabled allow allows allowed permit permits permitted",
     "disable disables disabled forbid forbids forbidden prevent prevents prevented block blocks"),
    ("true correct truth truthful rightly correctly", "false incorrect wrong untrue lied liar wrongly falsely"),
    ("success succeed succeeds successful", "fail failure failed unsuccessful"),
    ("benefit benefits beneficial help helps helped improve improves improved better protective protects",
     "harm harms harmful hurt hurts worsen worsens worsened worse damage damages impair impairs impaired "
     "hinder hinders hindered"),
    ("required require requires mandatory necessary essential", "optional unnecessary needless"),
    ("include includes included including", "exclude excludes excluded excluding omit omits omitted omitting"),
    ("maximum max most highest largest biggest greatest", "minimum min least lowest smallest fewest"),
    ("together simultaneous simultaneously join joins joined joining", "separately apart"),
    ("single", "own separate individual"),  # "in a single transaction" / "each in its own"
    ("up", "down"),  # "scale the workers up" / "down"; both stopwords, so only where a pair is read
    ("high higher highest", "low lower lowest"),  # "highest-achieving" / "lower-achieving"
    ("double doubles doubled doubling", "halve halves halved halving"),
    ("immediately instantly immediate instant", "delay delayed eventually gradually"),
    ("ascending upward upwards", "descending downward downwards"),
    ("forward forwards", "backward backwards"),
    ("steady steadily constant", "vary varies fluctuate fluctuates fluctuated"),  # "the tempo should stay steady"
    ("positive positively", "negative negatively"),
    ("synchronous sync blocking", "asynchronous async"),
    ("inside within internal", "outside external"),
    ("same identical", "different differ differs vary varies"),  # "two identical conductors" / "two different"
    ("accept accepts accepted welcome welcomes welcomed choose chooses chose chosen", "reject rejects rejected "
     "refuse refuses refused dismiss dismisses dismissed resist resists resisted"),  # "welcome her plans" / "resist
    # her plans"; "chose the treatment" / "rejected the treatment"
    ("continue continues continued continuing",
     "stop stops stopped stopping cease ceases ceased discontinue halt halts halted"),
    ("pass passes passed", "fail fails failed failing"),  # "the tests pass" / "the tests fail"
    ("stay stays stayed staying remain remains remained", "leave leaves leaving depart departs departed departing"),
    ("brighten brightens brightened brightening", "dim dims dimmed dimming"),
    ("bright brighter brightest", "dark darker darkest"),
    # how much a thing changed ("fell sharply" / "fell only slightly")
    ("sharply steeply dramatically substantially considerably markedly greatly",
     "slightly marginally modestly barely hardly"),
    ("presence present", "absence absent"),
    ("activate activates activated activation", "deactivate deactivates deactivated"),
    # general English antonyms (directions, states, actions), none drawn from a test pair
    ("upstream", "downstream"), ("thick", "thin"), ("wet", "dry"), ("underground underwater", "overground overwater"),
    ("deep deeply", "shallow"), ("deeper deepest vivid", "pale paler palest"),  # "a deeper pink" / "pale pink"
    ("dense denser densest crowded", "sparse sparser sparsest thinned thinner"),
    ("steady steadily", "speed accelerate accelerates accelerating rush rushes rushing hurry hurries"),  # "keep steady"
    ("most", "little"),  # "absorbed most of the impact" / "absorbed little of it"
    ("strong stronger strongest strongly strengthen strengthens strengthened",  # "respond more strongly" for
     "weak weaker weakest weakly weaken weakens weakened"),  # "weakens its response"
    ("hot hotter hottest warm warmer warmest warmed", "cold colder coldest cool cooler coolest cooled"),
    ("keep keeps kept retain retains retained preserve preserves recover recovers recovered regain regains regained",
     "discard discards discarded destroy destroys abolish abolishes abolished scrap scraps scrapped lose loses lost "
     "renounce renounces renounced"),  # "gave up his title" (``forms``)
    ("create creates created form forms formed build builds built", "destroy destroys destroyed demolish demolished"),
    ("open opens opened", "close closes closed shut"),
    ("add adds added adding append", "remove removes removed removing delete deletes deleted drop"),
    ("merge merges merged merging", "replace replaces replaced overwrite overwrites overwritten split"),
    ("import imports imported", "export exports exported"),
    ("upload uploads uploaded", "download downloads downloaded"),
    ("encrypt encrypts encrypted", "decrypt decrypts decrypted"),
    ("public", "private"), ("local locally", "remote remotely"),
    ("near nearer nearest nearby closer closest", "far farther farthest distant"),  # not "close": "close the lid"
    ("push pushes pushed", "pull pulls pulled"),
    ("input inputs", "output outputs"),
    ("first", "last"), ("inner centre center", "outer"),  # "lay eggs in its centre" / "on the outer ridges"
    ("common commonly commonest frequent frequently often", "rare rarely rarer rarest uncommon infrequent seldom"),
    ("many most", "few fewer fewest"),  # "Few merchants travelled its whole length" / "Most merchants ..."
    ("safe safely", "unsafe dangerous"),
    ("win wins won", "lose loses lost"),
    ("buy buys bought", "sell sells sold"),
    ("rich wealthy", "poor"), ("victory", "defeat"),
    ("accidentally accidental unintentionally", "deliberately deliberate intentionally purposely purpose"),
    ("support supports supported", "oppose opposes opposed overturn overturns overturned refute refutes refuted"),
    ("agree agrees agreed", "disagree disagrees disagreed"),
    ("love loves loved adore adores adored admire admires admired", "hate hates hated despise despises despised "
     "detest detests detested appalled disgusted"),  # "admires his contentment" / "is appalled by it"
    ("ring rings rang", "silence silences silenced silent mute mutes muted"),  # (not "sound": a noun too)
    ("attract attracts attracted", "repel repels repelled"),
    ("generous generously lenient leniently", "harsh harshly severe severely stingy"),  # marking, judging
    ("expand expands", "contract contracts"), ("inhale inhales", "exhale exhales"),
    ("dilate dilates dilated", "constrict constricts constricted"),
    ("acid acidic", "alkaline"),
    ("north northern", "south southern"), ("east eastern", "west western"),
    ("ancient", "modern"),
    ("old older oldest", "new newer newest recent latest"), ("younger youngest", "elder eldest older oldest"),
    ("rural", "urban"), ("stable", "unstable"), ("sober", "drunk drunken intoxicated"),
    ("legal lawful", "illegal unlawful"), ("visible", "invisible hidden"), ("valid", "invalid"),
    ("pardon pardons pardoned spare spares spared", "execute executes executed condemn condemns condemned"),
    ("survive survives survived alive living", "die dies died dying dead killed perish perishes perished"),
    ("cause causes caused causing trigger triggers triggered", "prevent prevents prevented preventing avert averts"),
    ("sharp sharper", "flat flatter"),
    ("bright brighter", "dark darker dim"),
    ("smooth smoothly evenly", "rough uneven unevenly jerky"),
    ("firm firmly", "limp floppy"),
    ("bounce bounces bouncing", "press presses pressing sink sinks"),
    ("calm calmly", "anxious agitated terrified frightened afraid scared fearful panicked"),
    ("active actively", "passive passively"),
    ("voluntary", "involuntary compulsory"),
    ("rise rises rising rose", "sink sinking sank fell"),
    ("help helps helped", "block blocks blocked obstruct obstructs obstructed"),
    ("encourage encourages encouraged encouraging foster fosters fostered",
     "discourage discourages discouraged deter deters deterred stop stops stopped halt halts halted"),
    ("confirm confirms confirmed admit admits admitted acknowledge acknowledges acknowledged confess confesses "
     "confessed", "deny denies denied"),
    ("client clients", "server servers"), ("offline", "online"),
    ("allow allows allowed permit permits permitted lets invite invites invited encourage encourages encouraged",
     "ban bans banned forbid forbids forbade forbidden prohibit prohibits blocks"),  # "lets outside sound in" /
    # "blocks outside sound"; "invited them to add a cadenza" / "forbade it"
    ("abandon abandons abandoned abandoning desert deserts deserted", "stay stays stayed remain remains remained "
     "guard guards guarded guarding"),  # "the male then guards the eggs" / "abandons the eggs"
    ("show shows showed shown showing display displays displayed", "hide hides hid hiding conceal conceals concealed"),
    ("male males", "female females"), ("free", "charged"),  # "free with Wi-Fi calling" / "charged at the usual rate"
    ("burn burns burned burnt burning blaze blazed", "extinguished extinguish extinguishes"),  # "went out" (``forms``)
)
ORDER_PAIR = 0  # the index of "before" / "after" in OPPOSITES
OPPOSITES: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (_stems(a), _stems(b)) for a, b in _OPPOSITE_WORDS
)
OPPOSITE_STEMS = frozenset().union(*(a | b for a, b in OPPOSITES))
OPPOSITE_FORMS = frozenset(w for a, b in _OPPOSITE_WORDS for w in f"{a} {b}".split())  # as listed ("the ending")

UNIVERSAL = frozenset(
    "always all every everyone everything everywhere permanently forever never none must invariably "
    "guarantee guarantees guaranteed certainly definitely clearly undoubtedly unquestionably conclusively "
    "prove proves proved proven completely entirely only solely sole cure cures cured eliminate eliminates universally "
    "whenever eliminated eradicate eradicated".split()
)
# words that say the same restriction as a UNIVERSAL word ("relies on memory alone" = "only")
UNIVERSAL_SYNONYMS = (
    # "the single word" = "only"; "may simply have changed" = "might only have changed"
    frozenset("only alone solely just merely simply exclusively purely single sole".split()),
    frozenset("every each all everyone everything everywhere".split()),  # "every change" says "all changes"
)
HEDGES = frozenset(
    "sometimes often may might can could some many most usually generally occasionally frequently tend "
    "tends suggest suggests suggested associated likely possibly partly partially several few typically "
    "rarely probably perhaps modest modestly moderate slightly somewhat certain".split()
)
CAUSAL = _stems("cause causes caused causing leads prevent prevents cure cures produce produces results")
CORRELATIONAL = _stems("associated association correlated correlation correlates linked link risk observed")

POPULATIONS: tuple[tuple[str, frozenset[str]], ...] = (
    ("humans", _stems(
        "human humans people person patient patients participant participants volunteer volunteers "
        "individual individuals subjects")),
    ("adults", _stems("adult adults men women elderly")),
    ("children", _stems(
        "child children infant infants kids adolescents teenagers boy boys girl girls toddler toddlers "
        "schoolchildren schoolboys schoolgirls pupil pupils")),
    ("animals", _stems(
        "mouse mice murine rat rats rodent rodents animal animals dog dogs primate primates monkey monkeys "
        "zebrafish drosophila fly flies yeast worm worms pig pigs rabbit rabbits")),
    ("cells", _stems("cell cells culture cultures cultured vitro tissue organoid organoids")),
    ("beginners", _stems("beginner beginners novice novices")),
    ("advanced players", _stems("advanced professional professionals expert experts virtuoso virtuosos")),
)

# verbs that say not doing a thing ("avoid deploying" = "never deploy")
NOT_DOING = frozenset("avoid avoids avoided avoiding refrain refrains refrained shun shuns".split())

# one country or body under its short and long names (a claim's "US" is the source's "American")
_ALIAS_GROUPS = (
    "us, usa, america, american, americans, united states, washington",  # a capital for its government
    "uk, britain, british, united kingdom, london",
    "ussr, soviet, soviets, soviet union, moscow",
    "eu, european union",
    "un, united nations",
)
NAME_ALIASES = {n: tuple(g.split(", ")) for g in _ALIAS_GROUPS for n in g.split(", ")}


@lru_cache(maxsize=65536)
def opposed(a: str, b: str) -> bool:
    """Stems ``a`` and ``b`` are on the two sides of one of ``OPPOSITES``."""
    return any((a in x and b in y) or (a in y and b in x) for x, y in OPPOSITES)


def aliases(a: str, b: str) -> bool:
    """``a`` and ``b`` name one country or body ("US" and "American", "US" and the "States" of "United States")."""
    return any(b.lower() in (n, *n.split()[1:]) for n in NAME_ALIASES.get(a.lower(), ()))

RELATIONS = frozenset(
    "than before after over causes cause caused precedes follows into from rather instead under beneath "
    "above below versus vs".split()
)

_SYNONYM_GROUPS = (
    "soft quiet gentle hushed",
    "fast quick rapid swift",
    "forever indefinitely endlessly",
    "begin start commence",
    "finish end conclude",
    "use employ utilize utilise",
    "help aid assist",
    "big large",
    "small little tiny",
    "show demonstrate reveal indicate",
    "important essential crucial vital",  # not "key": an API key, a piano key
    "method technique approach way",  # "the way she isolated radium" = "the method"
    "mistake error fault",
    "movement motion",
    "student pupil learner",
    "usually generally typically normally ordinarily",
    "teacher instructor",
    "piece composition",
    "tempo speed pace",
    "minimum minimal lowest smallest fewest",  # superlatives for a limit ("the lowest pitch" = "the minimum pitch")
    "maximum maximal highest largest biggest greatest",
    "listen hear",
    "practise practice",
    "colour color", "behaviour behavior",
    "tone sound",
    "hand hands",
    "lift raise",
    "change changes changing",
    "smooth smoothly",
    "keep maintain retain",
    "breed nest",  # birds that nest somewhere breed there
    # general English (verbs and nouns writers swap when paraphrasing)
    "pay wage wages salary earnings",
    "stop halt cease",
    "block obstruct impede",
    "make create produce",
    "buy purchase",
    "need require",
    "allow permit let",
    "choose select pick",
    "try attempt",
    "get obtain acquire receive",
    "give provide supply",
    "rise increase grow growth climb",
    "fall decrease drop decline",
    "rapid fast",
    "kill murder slay",
    "worker labourer laborer employee",
    "child kid",
    "doctor physician",
    "illness disease sickness",
    "picture image",
    "answer reply respond",
    "mistake slip",
    "restart rerun",
    "exceed surpass",
    "shop store",
    "car automobile",
    "prove demonstrate",
    "mainly mostly chiefly largely",
    "often frequently",
    "simultaneously together",
    "upper top",
    "lower bottom",
    "rest others remainder extra additional",  # "the rest" = "the others"; "extra columns" = "other columns"
    "original old", "outside external", "inside internal",  # "keep the old labels"; "external people"
    "space room",  # "makes room" = "frees up space"
    "supporter defender proponent advocate backer",  # those who argue for a thing
    "predict expect anticipate",  # "expected listeners to name half" = "predicted that listeners would"
    "engaged betrothed fianc fiance fiancee",  # "Lucy's fiancé" is the man engaged to her
)
SYNONYMS: dict[str, str] = {}
for _group in _SYNONYM_GROUPS:
    _canon = stem(_group.split()[0])
    for _w in _group.split():
        SYNONYMS[stem(_w)] = _canon

ATTRIBUTION_VERBS = frozenset(
    "says said argues argued writes wrote recommends recommended notes noted claims claimed suggests "
    "suggested found finds showed shows reports reported advises advised insists insisted teaches taught "
    "believes believed explains explained warns warned states stated observed observes proposes proposed "
    "concludes concluded".split()
)
NOT_NAMES = frozenset(
    "the this that these those it he she they we you i research studies study evidence data source "
    "author teacher teachers experts scientists results analysis paper text passage video book docs "
    "documentation manual guide a an one each every some many most".split()
)
# plurals the stemmer does not fold onto their singular
IRREGULAR = {
    "wolves": "wolf", "mice": "mouse", "children": "child", "men": "man", "women": "woman", "feet": "foot",
    "teeth": "tooth", "geese": "goose", "knives": "knife", "halves": "half", "shelves": "shelf",
    "wives": "wife", "analyses": "analysis", "hypotheses": "hypothesis", "indices": "index",
    # irregular verb forms the stemmer leaves apart from their verb ("rose" ~ "rise")
    "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall", "grew": "grow", "grown": "grow",
    "began": "begin", "begun": "begin", "took": "take", "taken": "take", "gave": "give", "given": "give",
    "wrote": "write", "written": "write", "spoke": "speak", "spoken": "speak", "drove": "drive",
    "driven": "drive", "ran": "run", "came": "come", "went": "go", "gone": "go", "saw": "see",
    "seen": "see", "made": "make", "held": "hold", "kept": "keep", "felt": "feel",
    "brought": "bring", "bought": "buy", "sold": "sell", "thought": "think", "taught": "teach",
    "caught": "catch", "found": "find", "lost": "lose", "won": "win", "led": "lead", "built": "build",
    "sent": "send", "spent": "spend", "sank": "sink", "sunk": "sink", "shrank": "shrink", "chose": "choose",
    "chosen": "choose", "froze": "freeze", "frozen": "freeze", "broke": "break", "broken": "break",
    "knew": "know", "known": "know", "drew": "draw", "drawn": "draw", "threw": "throw", "thrown": "throw",
    "struck": "strike", "sought": "seek", "fought": "fight", "heard": "hear", "meant": "mean", "paid": "pay",
    "fed": "feed", "bred": "breed", "fled": "flee", "told": "tell", "stood": "stand", "understood": "understand",
    "sat": "sit", "met": "meet", "flew": "fly", "flown": "fly", "ate": "eat", "eaten": "eat",
    "swam": "swim", "sang": "sing", "sung": "sing", "dug": "dig", "wept": "weep",
    "rode": "ride", "ridden": "ride", "woke": "wake", "woken": "wake", "wore": "wear", "worn": "wear",
    "tore": "tear", "torn": "tear", "forgot": "forget", "forgotten": "forget", "forgave": "forgive",
    "forgiven": "forgive",
}
