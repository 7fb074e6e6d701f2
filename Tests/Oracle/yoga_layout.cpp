// Lays out trees of boxes with Yoga (facebook/yoga's C++ core) and prints
// every box's frame relative to its tree's root.
//
// `compare_flex_yoga.py` builds this against Yoga's sources and feeds it the
// layout documents it compares, already written in Yoga's vocabulary:
//
//   {"documents": [{"name": "wrap-0003", "root": BOX}, ...]}
//   BOX = {"name": "a", "style": {...}, "children": [BOX, ...],
//          "measure": {"width": 40, "height": 20}            (a fixed size)
//                   | {"words": [30, 12], "spaceWidth": 4,   (text)
//                      "lineHeight": 20, "maxLines": 0},
//          "baseline": 12}                                   (first baseline)
//
// Style keys are Yoga's style setters: direction ("ltr" / "rtl", the root's),
// flexDirection, justifyContent, alignItems, alignSelf, alignContent,
// flexWrap, positionType, overflow, display (CSS spellings: "row-reverse",
// "flex-start", "space-evenly", "wrap-reverse", ...); flexGrow, flexShrink,
// aspectRatio (numbers); flexBasis, width, height, minWidth, minHeight,
// maxWidth, maxHeight (a number, "N%" or "auto"); margin, padding, position
// (objects of edges left, top, right, bottom, start, end); gap (column,
// row). Nothing is left to Yoga's defaults that the script cares about: it
// writes every setting it relies on.
//
// Output, one line per document:
//   {"name": "wrap-0003", "frames": {"root": [x, y, width, height], ...}}
//
// The config has no pixel rounding (point scale 0) and no errata, so that
// the frames are the algorithm's exact ones (in floats).
//
//   yoga_layout < boxes.json > frames.jsonl
//
// Only g++ and the C++ standard library besides Yoga: the JSON reader below
// takes what the script writes and little more.

#include <yoga/Yoga.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------- JSON

struct Value {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Value> array;
  std::vector<std::pair<std::string, Value>> object;

  const Value* get(const std::string& key) const {
    for (const auto& [k, v] : object) {
      if (k == key) return &v;
    }
    return nullptr;
  }
};

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "yoga_layout: %s\n", why.c_str());
  std::exit(2);
}

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}

  Value parse() {
    Value v = value();
    space();
    if (i_ != s_.size()) fail("trailing characters in the input");
    return v;
  }

 private:
  const std::string& s_;
  size_t i_ = 0;

  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }

  bool take(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!take(c)) fail(std::string("expected '") + c + "' at offset " + std::to_string(i_));
  }

  Value value() {
    space();
    if (i_ >= s_.size()) fail("unexpected end of the input");
    Value v;
    char c = s_[i_];
    if (c == '{') {
      v.kind = Value::Object;
      ++i_;
      if (take('}')) return v;
      do {
        space();
        std::string key = string();
        expect(':');
        v.object.emplace_back(std::move(key), value());
      } while (take(','));
      expect('}');
    } else if (c == '[') {
      v.kind = Value::Array;
      ++i_;
      if (take(']')) return v;
      do {
        v.array.push_back(value());
      } while (take(','));
      expect(']');
    } else if (c == '"') {
      v.kind = Value::String;
      v.string = string();
    } else if (s_.compare(i_, 4, "true") == 0) {
      v.kind = Value::Bool;
      v.boolean = true;
      i_ += 4;
    } else if (s_.compare(i_, 5, "false") == 0) {
      v.kind = Value::Bool;
      i_ += 5;
    } else if (s_.compare(i_, 4, "null") == 0) {
      i_ += 4;
    } else {
      char* end = nullptr;
      v.kind = Value::Number;
      v.number = std::strtod(s_.c_str() + i_, &end);
      if (end == s_.c_str() + i_) fail("bad value at offset " + std::to_string(i_));
      i_ = static_cast<size_t>(end - s_.c_str());
    }
    return v;
  }

  // Strings: the escapes JSON writers use for ASCII text (\uXXXX is kept
  // only below 0x80; the script writes names in ASCII).
  std::string string() {
    if (i_ >= s_.size() || s_[i_] != '"') fail("expected a string at offset " + std::to_string(i_));
    ++i_;
    std::string out;
    while (i_ < s_.size() && s_[i_] != '"') {
      char c = s_[i_++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= s_.size()) break;
      char e = s_[i_++];
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          unsigned code = std::stoul(s_.substr(i_, 4), nullptr, 16);
          i_ += 4;
          out += code < 0x80 ? static_cast<char>(code) : '?';
          break;
        }
        default: out += e;
      }
    }
    if (i_ >= s_.size()) fail("unterminated string");
    ++i_;
    return out;
  }
};

// ---------------------------------------------------------------- content

// A leaf's content: a fixed size, or words laid out in lines.
struct Content {
  bool text = false;
  double width = 0, height = 0;            // fixed size
  std::vector<double> words;               // text
  double spaceWidth = 4, lineHeight = 20;
  int maxLines = 0;
  bool hasBaseline = false;
  double baseline = 0;
};

// The text's size at an offered width (infinite: one line per paragraph):
// words in order, a word joins the line when it still fits (+1e-9), the
// line's first word always; with maxLines only that many lines count, and
// when words are left over the last of them ends in an ellipsis and fills
// the width. Width = the widest line, height = lines x lineHeight.
YGSize measureText(const Content& c, double width) {
  std::vector<double> lines;
  for (double w : c.words) {
    if (!lines.empty() && lines.back() + c.spaceWidth + w <= width + 1e-9) {
      lines.back() += c.spaceWidth + w;
    } else {
      lines.push_back(w);
    }
  }
  if (c.maxLines > 0 && static_cast<size_t>(c.maxLines) < lines.size()) {
    lines.resize(static_cast<size_t>(c.maxLines));
    if (std::isfinite(width)) lines.back() = std::max(lines.back(), width);
  }
  double widest = 0;
  for (double l : lines) widest = std::max(widest, l);
  return YGSize{static_cast<float>(widest), static_cast<float>(lines.size() * c.lineHeight)};
}

// Yoga's measure function: a fixed size whatever the constraints (as a
// block of that size inside the box), or text at the width offered
// (Exactly / AtMost: that width; Undefined: unbounded).
YGSize measure(YGNodeConstRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
  const auto* c = static_cast<const Content*>(YGNodeGetContext(node));
  if (!c->text) return YGSize{static_cast<float>(c->width), static_cast<float>(c->height)};
  double offered = widthMode == YGMeasureModeUndefined ? INFINITY : static_cast<double>(width);
  return measureText(*c, offered);
}

float baseline(YGNodeConstRef node, float, float) {
  return static_cast<float>(static_cast<const Content*>(YGNodeGetContext(node))->baseline);
}

// ---------------------------------------------------------------- style

template <typename E>
E lookup(const std::map<std::string, E>& table, const Value& v, const char* what) {
  auto it = table.find(v.string);
  if (v.kind != Value::String || it == table.end()) fail(std::string("bad ") + what + " '" + v.string + "'");
  return it->second;
}

const std::map<std::string, YGFlexDirection> kFlexDirection = {
    {"row", YGFlexDirectionRow}, {"row-reverse", YGFlexDirectionRowReverse},
    {"column", YGFlexDirectionColumn}, {"column-reverse", YGFlexDirectionColumnReverse}};
const std::map<std::string, YGJustify> kJustify = {
    {"flex-start", YGJustifyFlexStart}, {"center", YGJustifyCenter}, {"flex-end", YGJustifyFlexEnd},
    {"space-between", YGJustifySpaceBetween}, {"space-around", YGJustifySpaceAround},
    {"space-evenly", YGJustifySpaceEvenly}};
const std::map<std::string, YGAlign> kAlign = {
    {"auto", YGAlignAuto}, {"flex-start", YGAlignFlexStart}, {"center", YGAlignCenter},
    {"flex-end", YGAlignFlexEnd}, {"stretch", YGAlignStretch}, {"baseline", YGAlignBaseline},
    {"space-between", YGAlignSpaceBetween}, {"space-around", YGAlignSpaceAround},
    {"space-evenly", YGAlignSpaceEvenly}};
const std::map<std::string, YGWrap> kWrap = {
    {"nowrap", YGWrapNoWrap}, {"wrap", YGWrapWrap}, {"wrap-reverse", YGWrapWrapReverse}};
const std::map<std::string, YGPositionType> kPositionType = {
    {"static", YGPositionTypeStatic}, {"relative", YGPositionTypeRelative},
    {"absolute", YGPositionTypeAbsolute}};
const std::map<std::string, YGOverflow> kOverflow = {
    {"visible", YGOverflowVisible}, {"hidden", YGOverflowHidden}, {"scroll", YGOverflowScroll}};
const std::map<std::string, YGDisplay> kDisplay = {{"flex", YGDisplayFlex}, {"none", YGDisplayNone}};
const std::map<std::string, YGEdge> kEdge = {
    {"left", YGEdgeLeft}, {"top", YGEdgeTop}, {"right", YGEdgeRight}, {"bottom", YGEdgeBottom},
    {"start", YGEdgeStart}, {"end", YGEdgeEnd}};
const std::map<std::string, YGGutter> kGutter = {{"column", YGGutterColumn}, {"row", YGGutterRow}};

enum class Unit { Point, Percent, Auto };

// A length: a number (points), "N%" or "auto".
Unit length(const Value& v, float& amount, const char* what) {
  if (v.kind == Value::Number) {
    amount = static_cast<float>(v.number);
    return Unit::Point;
  }
  if (v.kind == Value::String && v.string == "auto") return Unit::Auto;
  if (v.kind == Value::String && !v.string.empty() && v.string.back() == '%') {
    amount = std::strtof(v.string.c_str(), nullptr);
    return Unit::Percent;
  }
  fail(std::string("bad length for ") + what);
}

using Setter = void (*)(YGNodeRef, float);
using AutoSetter = void (*)(YGNodeRef);

void setLength(YGNodeRef n, const Value& v, const char* what, Setter point, Setter percent,
               AutoSetter automatic) {
  float amount = 0;
  switch (length(v, amount, what)) {
    case Unit::Point: point(n, amount); break;
    case Unit::Percent: percent(n, amount); break;
    case Unit::Auto:
      if (!automatic) fail(std::string("auto is not allowed for ") + what);
      automatic(n);
      break;
  }
}

using EdgeSetter = void (*)(YGNodeRef, YGEdge, float);
using EdgeAutoSetter = void (*)(YGNodeRef, YGEdge);

void setEdges(YGNodeRef n, const Value& box, const char* what, EdgeSetter point, EdgeSetter percent,
              EdgeAutoSetter automatic) {
  for (const auto& [side, v] : box.object) {
    Value key;
    key.kind = Value::String;
    key.string = side;
    YGEdge edge = lookup(kEdge, key, what);
    float amount = 0;
    switch (length(v, amount, what)) {
      case Unit::Point: point(n, edge, amount); break;
      case Unit::Percent: percent(n, edge, amount); break;
      case Unit::Auto:
        if (!automatic) fail(std::string("auto is not allowed for ") + what);
        automatic(n, edge);
        break;
    }
  }
}

void applyStyle(YGNodeRef n, const Value& style) {
  for (const auto& [key, v] : style.object) {
    if (key == "direction") {
      YGNodeStyleSetDirection(n, v.string == "rtl" ? YGDirectionRTL : YGDirectionLTR);
    } else if (key == "flexDirection") {
      YGNodeStyleSetFlexDirection(n, lookup(kFlexDirection, v, "flexDirection"));
    } else if (key == "justifyContent") {
      YGNodeStyleSetJustifyContent(n, lookup(kJustify, v, "justifyContent"));
    } else if (key == "alignItems") {
      YGNodeStyleSetAlignItems(n, lookup(kAlign, v, "alignItems"));
    } else if (key == "alignSelf") {
      YGNodeStyleSetAlignSelf(n, lookup(kAlign, v, "alignSelf"));
    } else if (key == "alignContent") {
      YGNodeStyleSetAlignContent(n, lookup(kAlign, v, "alignContent"));
    } else if (key == "flexWrap") {
      YGNodeStyleSetFlexWrap(n, lookup(kWrap, v, "flexWrap"));
    } else if (key == "positionType") {
      YGNodeStyleSetPositionType(n, lookup(kPositionType, v, "positionType"));
    } else if (key == "overflow") {
      YGNodeStyleSetOverflow(n, lookup(kOverflow, v, "overflow"));
    } else if (key == "display") {
      YGNodeStyleSetDisplay(n, lookup(kDisplay, v, "display"));
    } else if (key == "flexGrow") {
      YGNodeStyleSetFlexGrow(n, static_cast<float>(v.number));
    } else if (key == "flexShrink") {
      YGNodeStyleSetFlexShrink(n, static_cast<float>(v.number));
    } else if (key == "aspectRatio") {
      YGNodeStyleSetAspectRatio(n, static_cast<float>(v.number));
    } else if (key == "flexBasis") {
      setLength(n, v, "flexBasis", YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisPercent,
                YGNodeStyleSetFlexBasisAuto);
    } else if (key == "width") {
      setLength(n, v, "width", YGNodeStyleSetWidth, YGNodeStyleSetWidthPercent, YGNodeStyleSetWidthAuto);
    } else if (key == "height") {
      setLength(n, v, "height", YGNodeStyleSetHeight, YGNodeStyleSetHeightPercent,
                YGNodeStyleSetHeightAuto);
    } else if (key == "minWidth") {
      setLength(n, v, "minWidth", YGNodeStyleSetMinWidth, YGNodeStyleSetMinWidthPercent, nullptr);
    } else if (key == "minHeight") {
      setLength(n, v, "minHeight", YGNodeStyleSetMinHeight, YGNodeStyleSetMinHeightPercent, nullptr);
    } else if (key == "maxWidth") {
      setLength(n, v, "maxWidth", YGNodeStyleSetMaxWidth, YGNodeStyleSetMaxWidthPercent, nullptr);
    } else if (key == "maxHeight") {
      setLength(n, v, "maxHeight", YGNodeStyleSetMaxHeight, YGNodeStyleSetMaxHeightPercent, nullptr);
    } else if (key == "margin") {
      setEdges(n, v, "margin", YGNodeStyleSetMargin, YGNodeStyleSetMarginPercent, YGNodeStyleSetMarginAuto);
    } else if (key == "padding") {
      setEdges(n, v, "padding", YGNodeStyleSetPadding, YGNodeStyleSetPaddingPercent, nullptr);
    } else if (key == "position") {
      setEdges(n, v, "position", YGNodeStyleSetPosition, YGNodeStyleSetPositionPercent, nullptr);
    } else if (key == "gap") {
      for (const auto& [gutter, g] : v.object) {
        Value k;
        k.kind = Value::String;
        k.string = gutter;
        YGNodeStyleSetGap(n, lookup(kGutter, k, "gap"), static_cast<float>(g.number));
      }
    } else {
      fail("unknown style key '" + key + "'");
    }
  }
}

// ---------------------------------------------------------------- trees

struct Tree {
  std::vector<std::pair<std::string, YGNodeRef>> nodes;  // depth first, root first
  std::vector<std::unique_ptr<Content>> contents;
};

YGNodeRef build(YGConfigRef config, const Value& box, Tree& tree) {
  YGNodeRef n = YGNodeNewWithConfig(config);
  const Value* name = box.get("name");
  if (!name || name->kind != Value::String) fail("a box without a name");
  tree.nodes.emplace_back(name->string, n);
  if (const Value* style = box.get("style")) applyStyle(n, *style);
  const Value* m = box.get("measure");
  const Value* b = box.get("baseline");
  if (m || b) {
    auto c = std::make_unique<Content>();
    if (m) {
      if (const Value* words = m->get("words")) {
        c->text = true;
        for (const Value& w : words->array) c->words.push_back(w.number);
        if (const Value* s = m->get("spaceWidth")) c->spaceWidth = s->number;
        if (const Value* l = m->get("lineHeight")) c->lineHeight = l->number;
        if (const Value* k = m->get("maxLines")) c->maxLines = static_cast<int>(k->number);
      } else {
        if (const Value* w = m->get("width")) c->width = w->number;
        if (const Value* h = m->get("height")) c->height = h->number;
      }
    }
    if (b) {
      c->hasBaseline = true;
      c->baseline = b->number;
      YGNodeSetBaselineFunc(n, baseline);
    }
    YGNodeSetContext(n, c.get());
    if (m) YGNodeSetMeasureFunc(n, measure);
    tree.contents.push_back(std::move(c));
  }
  if (const Value* children = box.get("children")) {
    if (m && !children->array.empty()) fail("a box with both a measure and children");
    for (const Value& child : children->array) {
      YGNodeRef c = build(config, child, tree);
      YGNodeInsertChild(n, c, YGNodeGetChildCount(n));
    }
  }
  return n;
}

void printNumber(double v) {
  if (std::isnan(v)) {
    std::printf("null");
  } else {
    std::printf("%.9g", v);
  }
}

void printString(const std::string& s) {
  std::putchar('"');
  for (char c : s) {
    if (c == '"' || c == '\\') std::putchar('\\');
    std::putchar(c);
  }
  std::putchar('"');
}

// Every node's frame relative to the root: Yoga's positions are relative to
// the parent, so they are summed down the tree.
void printFrames(const std::string& doc, const Tree& tree) {
  std::map<YGNodeRef, std::pair<double, double>> origin;
  std::printf("{\"name\": ");
  printString(doc);
  std::printf(", \"frames\": {");
  bool first = true;
  for (const auto& [name, n] : tree.nodes) {
    YGNodeRef parent = YGNodeGetParent(n);
    double x = YGNodeLayoutGetLeft(n), y = YGNodeLayoutGetTop(n);
    if (parent) {
      x += origin[parent].first;
      y += origin[parent].second;
    } else {
      x = y = 0;
    }
    origin[n] = {x, y};
    std::printf(first ? "" : ", ");
    first = false;
    printString(name);
    std::printf(": [");
    printNumber(x);
    std::printf(", ");
    printNumber(y);
    std::printf(", ");
    printNumber(YGNodeLayoutGetWidth(n));
    std::printf(", ");
    printNumber(YGNodeLayoutGetHeight(n));
    std::printf("]");
  }
  std::printf("}}\n");
}

}  // namespace

int main() {
  std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  Value all = Parser(input).parse();
  const Value* docs = all.get("documents");
  if (!docs || docs->kind != Value::Array) fail("no \"documents\" array");

  YGConfigRef config = YGConfigNew();
  YGConfigSetPointScaleFactor(config, 0);  // no pixel rounding
  YGConfigSetErrata(config, YGErrataNone);
  YGConfigSetUseWebDefaults(config, false);  // flexShrink 0; the script writes it anyway

  for (const Value& doc : docs->array) {
    const Value* name = doc.get("name");
    const Value* root = doc.get("root");
    if (!name || !root) fail("a document without a name or root");
    Tree tree;
    YGNodeRef r = build(config, *root, tree);
    YGDirection direction = YGDirectionLTR;
    if (const Value* style = root->get("style")) {
      if (const Value* d = style->get("direction")) direction = d->string == "rtl" ? YGDirectionRTL : YGDirectionLTR;
    }
    YGNodeCalculateLayout(r, YGUndefined, YGUndefined, direction);
    printFrames(name->string, tree);
    YGNodeFreeRecursive(r);
  }
  YGConfigFree(config);
  return 0;
}
